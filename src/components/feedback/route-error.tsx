import { Button, Code } from '@mantine/core'
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { ForbiddenError } from '@/lib/route-access'
import { NoAccessPage } from './no-access-page'
import { StatusPage } from './status-page'

const RELOAD_GUARD = 'taskhive:chunk-reload'
/** One automatic reload per this many milliseconds, so a later redeploy in the same tab still recovers. */
const RELOAD_WINDOW_MS = 30_000

function mayReload(): boolean {
  const last = Number(sessionStorage.getItem(RELOAD_GUARD) ?? 0)
  return !Number.isFinite(last) || Date.now() - last > RELOAD_WINDOW_MS
}

function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch dynamically/i.test(error.message)
}

/** Every route's error screen: no access, a stale chunk after a redeploy, or 'Unexpected Application Error!'. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const chunkError = isChunkLoadError(error)
  const [reloading] = useState(() => chunkError && mayReload())

  useEffect(() => {
    // After a redeploy an old page may ask for chunks that no longer exist: reload once (check M-10).
    if (reloading) {
      sessionStorage.setItem(RELOAD_GUARD, String(Date.now()))
      window.location.reload()
    }
  }, [reloading])

  if (error instanceof ForbiddenError) return <NoAccessPage access={error.access} />
  if (chunkError) return <UpdateAvailable reloading={reloading} />
  return <UnexpectedError error={error} onRetry={reset} />
}

/** A part of the app could not be downloaded: usually a new version was published meanwhile. */
function UpdateAvailable({ reloading }: { reloading: boolean }) {
  return (
    <StatusPage
      icon={<IconRefresh size={40} />}
      title={reloading ? 'Updating Taskhive…' : 'This page needs a reload'}
      actions={
        !reloading && (
          <Button onClick={() => window.location.reload()} leftSection={<IconRefresh size={16} />}>
            Reload
          </Button>
        )
      }
    >
      A new version of Taskhive may have been published, or the connection dropped while loading this page.
    </StatusPage>
  )
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
