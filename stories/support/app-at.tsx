import { createMemoryHistory } from '@tanstack/react-router'
import { useState } from 'react'
import { App } from '@/app'
import { createSessionStore } from '@/lib/session-store'

/**
 * The whole app at a path, for page stories: the real routes, guards and shell over the story's
 * seeded store and handlers. Combine with `loaders: [signedInAs(...)]`.
 */
export function AppAt({ path }: { path: string }) {
  const [session] = useState(() => {
    const store = createSessionStore()
    store.init()
    return store
  })
  const [history] = useState(() => createMemoryHistory({ initialEntries: [path] }))
  return <App session={session} history={history} />
}
