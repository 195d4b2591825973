import { type AnyRoute, createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from './lib/query-client'
import { createSessionStore } from './lib/session-store'
import { createAppRouter, preloadFirstScreen } from './router'
import { signInAs } from './test/render'

/** The routes whose code `preloadFirstScreen` asks for, when the page opens at `path`. */
async function preloadedAt(path: string, as?: 'manager') {
  if (as) await signInAs(as)
  const session = createSessionStore()
  session.init()
  const router = createAppRouter({ queryClient: createQueryClient(), session, history: createMemoryHistory({ initialEntries: [path] }) })
  const loadRouteChunk = vi.fn((_route: AnyRoute) => undefined)
  preloadFirstScreen({ getMatchedRoutes: router.getMatchedRoutes, latestLocation: router.latestLocation, loadRouteChunk }, session)
  return loadRouteChunk.mock.calls.map(([route]) => route.id)
}

describe('preloadFirstScreen (the first screen’s code loads with the router, issue 13)', () => {
  it('asks for every route the signed-in user’s screen is made of', async () => {
    expect(await preloadedAt('/tasks', 'manager')).toEqual(['__root__', '/_app', '/_app/tasks/'])
  })

  it('signed out, asks for nothing of an app screen: the visitor is sent to sign in', async () => {
    expect(await preloadedAt('/tasks')).toEqual([])
  })

  it('signed out, still asks for a public page and the sign-in page', async () => {
    expect(await preloadedAt('/pricing')).toEqual(['__root__', '/_public', '/_public/pricing'])
    expect(await preloadedAt('/signin')).toEqual(['__root__', '/signin'])
  })
})
