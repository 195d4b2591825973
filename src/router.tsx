import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { RouteError } from './components/feedback/route-error'
import { NotFoundPage } from './components/feedback/not-found-page'
import { trackBackTargets } from './lib/back-target'
import { config } from './lib/config'
import type { SessionStore } from './lib/session-store'
import { routeTree } from './routeTree.gen'

export interface RouterContext {
  queryClient: QueryClient
  session: SessionStore
}

export function createAppRouter({ history, ...context }: RouterContext & { history?: RouterHistory }) {
  const router = createRouter({
    routeTree,
    context,
    history,
    basepath: config.basePath.replace(/\/$/, '') || '/',
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
  })
  trackBackTargets(router)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
