import { createMemoryHistory } from '@tanstack/react-router'
import { render, screen, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'
import { issueToken } from '../../mocks/auth'
import { db } from '../../mocks/db'
import { userView } from '../../mocks/views'
import { App } from '@/app'
import { createQueryClient } from '@/lib/query-client'
import { createSessionStore } from '@/lib/session-store'
import { writeStoredSession } from '@/lib/session-storage'

export type DemoUser = 'admin' | 'manager' | 'staff'

/** Signs a demo account in the way the app would have: a real token from the server's store. */
export async function signInAs(username: DemoUser | string) {
  const record = db.users.findFirst((q) => q.where({ username }), { strict: true })
  const user = userView(record)
  writeStoredSession({ ...user, token: await issueToken(record.id) })
  return user
}

/**
 * Renders the real app (providers, router, session) at `path`, optionally signed in as a demo
 * user, against msw/node over the freshly seeded store (see setup.ts).
 */
export async function renderApp(path = '/', options: { as?: DemoUser | string } = {}) {
  const user = options.as ? await signInAs(options.as) : null
  const session = createSessionStore()
  session.init()
  const history = createMemoryHistory({ initialEntries: [path] })
  const queryClient = createQueryClient()
  const view = render(<App session={session} history={history} queryClient={queryClient} />)
  return { ...view, user, session, history, queryClient, screen }
}

/**
 * A form dialog, once its form has loaded (the form is a lazy chunk: the dialog opens with a
 * spinner, then shows the fields).
 */
export async function findFormDialog(name: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name })
  await waitFor(() => expect(within(dialog).queryByLabelText('Loading form')).toBeNull())
  return dialog
}
