import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import type { Decorator } from '@storybook/react-vite'
import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { createQueryClient } from '@/lib/query-client'
import { SessionProvider } from '@/lib/session-context'
import { createSessionStore } from '@/lib/session-store'
import { cssVariablesResolver, theme } from '@/theme'
import { AppAt } from './app-at'

/**
 * Mantine (with the toolbar's light/dark choice), notifications, a fresh query client and a
 * session. Stories pick who is signed in with `parameters.user` ('admin' | 'manager' | 'staff');
 * `loaders: [signedInAs('staff')]` stores that session before the story renders.
 */
export const withProviders: Decorator = (Story, context) => {
  const scheme = context.globals.colorScheme === 'dark' ? 'dark' : 'light'
  // Page stories render the whole app, which has its own toast container.
  const wholeApp = context.component === AppAt
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme={scheme}>
      {!wholeApp && <Notifications position="top-right" />}
      <Providers>
        <Story />
      </Providers>
    </MantineProvider>
  )
}

function Providers({ children }: { children: React.ReactNode }) {
  const [client] = useState(createQueryClient)
  const [session] = useState(() => {
    const store = createSessionStore()
    store.init()
    return store
  })
  return (
    <QueryClientProvider client={client}>
      <SessionProvider store={session}>{children}</SessionProvider>
    </QueryClientProvider>
  )
}
