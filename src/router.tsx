import type { QueryClient } from '@tanstack/react-query'
import { type AnyRouter, createRouter, type RouterHistory } from '@tanstack/react-router'
import { RouteError } from './components/feedback/route-error'
import { NotFoundPage } from './components/feedback/not-found-page'
import { trackBackTargets } from './lib/back-target'
import { config } from './lib/config'
import { nextTask } from './lib/next-task'
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

export type AppRouter = ReturnType<typeof createAppRouter>

/**
 * The first screen's code (each matched route's lazy chunks) starts loading with the router
 * (main.tsx; not in tests and stories). The router's own first load runs after React's first
 * commit, which renders in slices: on a repeat visit the chunks were asked for some 40 ms after
 * the entry had run (issue 13). The router's load later finds them loading or loaded; a failure
 * is the router's to show, so it is dropped here.
 */
export async function preloadFirstScreen(router: Pick<AnyRouter, 'getMatchedRoutes' | 'latestLocation' | 'loadRouteChunk'>, session: SessionStore) {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname)
  // Signed out, an app screen sends the visitor to sign in: its code would load for nothing.
  if (!session.getSnapshot().user && routes.some((route) => route.id === '/_app')) return
  for (const [index, route] of routes.entries()) {
    // One route's requests per task: the app layout's alone (ten files, each a <link> the
    // bundler's preload adds) took 12 ms, 30 ms at Lighthouse's 4× CPU.
    if (index > 0) await nextTask()
    void router.loadRouteChunk(route)?.catch(() => undefined)
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
