import { Button, MantineProvider } from '@mantine/core'
import { IconServerOff } from '@tabler/icons-react'
import { cssVariablesResolver, theme } from '@/theme'
import { StatusPage } from './status-page'

/** Shown instead of the app when the in-browser server could not start (check M-04). */
export function BackendFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const reason = error instanceof Error ? error.message : String(error)
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <StatusPage
        icon={<IconServerOff size={40} />}
        color="red"
        title="The demo backend could not start"
        actions={<Button onClick={onRetry}>Retry</Button>}
      >
        Taskhive's demo runs its server inside your browser with a service worker, and it could not be started:
        <br />
        <em>{reason}</em>
        <br />
        Private windows and some browser settings block service workers.
      </StatusPage>
    </MantineProvider>
  )
}
