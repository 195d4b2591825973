import { Button, Code } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ForbiddenError } from '@/lib/route-access'
import { NoAccessPage } from './no-access-page'
import { StatusPage } from './status-page'

const RELOAD_GUARD = 'taskhive:chunk-reload'

function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch dynamically/i.test(error.message)
}

/** Every route's error screen: no access, a stale chunk after a redeploy, or 'Unexpected Application Error!'. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const chunkError = isChunkLoadError(error)

  useEffect(() => {
    // After a redeploy an old page may ask for chunks that no longer exist: reload once (check M-10).
    if (chunkError && !sessionStorage.getItem(RELOAD_GUARD)) {
      sessionStorage.setItem(RELOAD_GUARD, '1')
      window.location.reload()
    }
  }, [chunkError])

  if (error instanceof ForbiddenError) return <NoAccessPage access={error.access} />
  return <UnexpectedError error={error} onRetry={reset} />
}

export function UnexpectedError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const message = error instanceof Error ? error.message : String(error)
  return (
    <StatusPage
      icon={<IconAlertTriangle size={40} />}
      color="red"
      title="Unexpected Application Error!"
      actions={
        <>
          {onRetry && <Button onClick={onRetry}>Try again</Button>}
          <Button variant="default" component="a" href={import.meta.env.BASE_URL}>
            Back to home
          </Button>
        </>
      }
    >
      Something went wrong while showing this page.
      {message && (
        <Code block mt="sm" ta="left">
          {message}
        </Code>
      )}
    </StatusPage>
  )
}
