import { MantineProvider } from '@mantine/core'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type RouterHistory, RouterProvider } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { DemoStorageNotices } from './components/feedback/demo-storage-notices'
import { OverwritePrompt } from './components/feedback/overwrite-prompt'
import { Toasts } from './components/feedback/toasts'
import { UpdatePrompt } from './components/feedback/update-prompt'
import { whileDemoBackend } from './lib/demo-backend'
import { createQueryClient } from './lib/query-client'
import { SessionProvider } from './lib/session-context'
import { endSessionOnUnauthorized, type SessionStore } from './lib/session-store'
import { SESSION_KEY } from './lib/session-storage'
import { guardPendingMutations } from './lib/unsaved-changes-guard'
import { type AppRouter, createAppRouter } from './router'
import { cssVariablesResolver, theme } from './theme'

export interface AppProps {
  session: SessionStore
  history?: RouterHistory
  queryClient?: QueryClient
  /** Built ahead for `queryClient` and `session` (main.tsx: in a task of its own, issue 13); else built here. */
  router?: AppRouter
}

/** Providers and the router; `main.tsx`, tests and stories all render this. */
export function App({ session, history, queryClient, router: prebuilt }: AppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  const [router] = useState(() => prebuilt ?? createAppRouter({ queryClient: client, session, history }))

  useEffect(() => endSessionOnUnauthorized(session), [session])

  useEffect(() => guardPendingMutations(client), [client])

  // Another tab changed the demo data: refetch what is on screen. Not `useDemoBackend`: the whole
  // app would render again when the server starts, in one long task (issue 13).
  useEffect(() => whileDemoBackend((demo) => demo.onRemoteChange(() => void client.invalidateQueries())), [client])

  useEffect(() => {
    // Another tab signed in or out: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_KEY || event.key === null) session.syncFromStorage()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [session])

  useEffect(() => {
    let shown = session.getSnapshot().user
    return session.subscribe(() => {
      const { user } = session.getSnapshot()
      // Signing out or in as someone else must not show the previous user's cached data.
      if (!user) client.clear()
      // The same user with other roles (changed on the server, or in another tab): the route
      // guards run again, so a screen they may no longer open closes and one they now may opens.
      else if (shown && shown.id === user.id && shown !== user) void router.invalidate()
      shown = user
    })
  }, [session, client, router])

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <Toasts />
      {import.meta.env.VITE_API_MOCKS !== 'off' && <DemoStorageNotices />}
      <OverwritePrompt />
      <UpdatePrompt />
      <QueryClientProvider client={client}>
        <SessionProvider store={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  )
}
