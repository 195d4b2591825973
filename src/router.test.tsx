import { type AnyRoute, createMemoryHistory } from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { App } from './app'
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
  const asked = () => loadRouteChunk.mock.calls.map(([route]) => route.id)
  const done = preloadFirstScreen({ getMatchedRoutes: router.getMatchedRoutes, latestLocation: router.latestLocation, loadRouteChunk }, session)
  const inFirstTask = asked()
  await done
  return { all: asked(), inFirstTask }
}

describe('preloadFirstScreen (the first screen’s code loads with the router, issue 13)', () => {
  it('asks for every route the signed-in user’s screen is made of', async () => {
    expect((await preloadedAt('/tasks', 'manager')).all).toEqual(['__root__', '/_app', '/_app/tasks/'])
  })

  it('asks for one route’s code per task, not the whole screen’s in one long task', async () => {
    const { all, inFirstTask } = await preloadedAt('/dashboard', 'manager')
    expect(inFirstTask).toEqual(['__root__'])
    expect(all).toEqual(['__root__', '/_app', '/_app/dashboard'])
  })

  it('signed out, asks for nothing of an app screen: the visitor is sent to sign in', async () => {
    expect((await preloadedAt('/tasks')).all).toEqual([])
  })

  it('signed out, still asks for a public page and the sign-in page', async () => {
    expect((await preloadedAt('/pricing')).all).toEqual(['__root__', '/_public', '/_public/pricing'])
    expect((await preloadedAt('/signin')).all).toEqual(['__root__', '/signin'])
  })
})

describe('App with a router built ahead (main.tsx builds it in a task of its own, issue 13)', () => {
  it('renders that router’s screen and keeps following it', async () => {
    const session = createSessionStore()
    session.init()
    const queryClient = createQueryClient()
    const router = createAppRouter({ queryClient, session, history: createMemoryHistory({ initialEntries: ['/pricing'] }) })
    render(<App session={session} queryClient={queryClient} router={router} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Simple plans that grow with your team' })).toBeInTheDocument()
    await act(() => router.navigate({ to: '/features' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Everything your team needs to ship, every day' })).toBeInTheDocument()
  })
})
