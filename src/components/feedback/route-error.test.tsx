import { MantineProvider } from '@mantine/core'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppRouter } from '@/router'
import { createQueryClient } from '@/lib/query-client'
import { createSessionStore } from '@/lib/session-store'
import { renderApp } from '@/test/render'
import { theme } from '@/theme'
import { RouteError } from './route-error'

function Boom(): never {
  throw new Error('Cannot read properties of undefined')
}

afterEach(() => vi.restoreAllMocks())

describe('RouteError', () => {
  it('is the router’s error screen', () => {
    const router = createAppRouter({ queryClient: createQueryClient(), session: createSessionStore() })
    expect(router.options.defaultErrorComponent).toBe(RouteError)
  })

  it('turns a render error in a route into "Unexpected Application Error!" with a way back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const root = createRootRoute({ component: Outlet })
    const broken = createRoute({ getParentRoute: () => root, path: '/broken', component: Boom })
    const router = createRouter({
      routeTree: root.addChildren([broken]),
      history: createMemoryHistory({ initialEntries: ['/broken'] }),
      defaultErrorComponent: RouteError,
    })
    render(
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>,
    )
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument()
    expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

describe('a chunk that cannot load', () => {
  it('offers a reload instead of the error page when it already reloaded moments ago', async () => {
    sessionStorage.setItem('taskhive:chunk-reload', String(Date.now()))
    render(
      <MantineProvider theme={theme}>
        <RouteError error={new TypeError('Failed to fetch dynamically imported module: /assets/chat-x.js')} reset={() => undefined} />
      </MantineProvider>,
    )
    expect(screen.getByRole('heading', { name: 'This page needs a reload' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument()
  })
})

describe('NotFoundPage', () => {
  it('answers any unknown path with a link home', async () => {
    await renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument()
    const main = within(screen.getByRole('main'))
    expect(main.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  })
})
