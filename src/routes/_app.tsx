import { createFileRoute, type ErrorComponentProps, Outlet, redirect, useLocation, useNavigate } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { FullPageLoader } from '@/components/feedback/full-page-loader'
import { RouteError } from '@/components/feedback/route-error'
import { AppLayout } from '@/components/layout/app-layout'
import { DemoMenu } from '@/screens/demo/components/demo-menu'
import { NotificationsBell } from '@/domains/notifications/components/notifications-bell'
import { RealtimeProvider } from '@/lib/realtime'
import { assertRouteAccess, ForbiddenError } from '@/lib/route-access'
import { useSession } from '@/lib/session-context'

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location, matches }) => {
    const { status, user } = context.session.getSnapshot()
    if (status === 'ready' && !user) {
      throw redirect({ to: '/signin', search: { redirect: location.href }, replace: true })
    }
    // The one access check: each screen declares `staticData.access`. While the session loads
    // there is no user yet and the shell shows 'Loading...'.
    if (user) assertRouteAccess(user, matches)
  },
  component: AppRoute,
  errorComponent: AppRouteError,
})

function AppRoute() {
  return (
    <AuthGuard>
      <Outlet />
    </AuthGuard>
  )
}

/** No access shows inside the shell, like any screen; other failures get the plain error page. */
function AppRouteError(props: ErrorComponentProps) {
  if (!(props.error instanceof ForbiddenError)) return <RouteError {...props} />
  return (
    <AuthGuard>
      <RouteError {...props} />
    </AuthGuard>
  )
}

/** The auth guard plus the app shell (SPEC §2): 'Loading...' while the session loads, else sign in. */
function AuthGuard({ children }: { children: ReactNode }) {
  const { status, user, ended, logout } = useSession()
  const href = useLocation({ select: (location) => location.href })
  const navigate = useNavigate()

  useEffect(() => {
    if (status !== 'ready' || user) return
    // After a deliberate sign-out, start afresh; otherwise come back here after signing in.
    const search = ended === 'signout' ? {} : { redirect: href }
    void navigate({ to: '/signin', search, replace: true })
    // Only a change of session should navigate, not the location changing on the way out.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, user, ended, navigate])

  if (!user) return <FullPageLoader />
  return (
    <RealtimeProvider>
      <AppLayout
        user={user}
        onSignOut={() => logout()}
        headerExtras={
          <>
            <NotificationsBell />
            <DemoMenu />
          </>
        }
      >
        {children}
      </AppLayout>
    </RealtimeProvider>
  )
}
