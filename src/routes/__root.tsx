import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { NotFoundPage } from '@/components/feedback/not-found-page'
import { RouteAnnouncer } from '@/components/layout/route-announcer'
import { APP_TITLE } from '@/lib/page-title'
import type { RouterContext } from '@/router'

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: APP_TITLE }] }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})

function RootLayout() {
  return (
    <>
      <RouteAnnouncer />
      <Outlet />
    </>
  )
}
