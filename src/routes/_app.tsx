import { createFileRoute, type ErrorComponentProps, Outlet, redirect, useNavigate, useRouter } from '@tanstack/react-router'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { FullPageLoader } from '@/components/feedback/full-page-loader'
import { RouteError } from '@/components/feedback/route-error'
import { AppLayout } from '@/components/layout/app-layout'
import { DeferredMount } from '@/components/layout/deferred-mount'
import { DemoMenu } from '@/screens/demo/components/demo-menu'
import { PaletteLauncher } from '@/screens/palette/components/palette-launcher'
import { NotificationsBell } from '@/domains/notifications/components/notifications-bell'
import { LiveProjects } from '@/domains/projects/components/live-projects'
import { LiveTasks } from '@/domains/tasks/components/live-tasks'
import { RealtimeProvider } from '@/lib/realtime'
import { assertRouteAccess, ForbiddenError } from '@/lib/route-access'
import { GuardedUserProvider, useSession } from '@/lib/session-context'

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

/** No screen on the page yet: the page's first load, before anything was drawn. */
const nothingShownYet = () => document.querySelector('main') === null

function AppRoute() {
  // On the page's first load the shell mounts in the background too, rather than in one long task
  // when the route resolves (a router update renders at once); the page stays blank meanwhile, as
  // it was. After another screen (sign-in), the shell replaces it at once, with no blank frames.
  const [inBackground] = useState(nothingShownYet)
  return (
    <DeferredMount defer={inBackground}>
      <AuthGuard>
        <Outlet />
      </AuthGuard>
    </DeferredMount>
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

// A literal comparison, so a `VITE_API_MOCKS=off` build drops the Demo menu altogether.
const HEADER_EXTRAS = (
  <>
    <PaletteLauncher />
    <NotificationsBell />
    {import.meta.env.VITE_API_MOCKS !== 'off' && <DemoMenu />}
  </>
)

/** The auth guard plus the app shell (SPEC §2): 'Loading...' while the session loads, else sign in. */
function AuthGuard({ children }: { children: ReactNode }) {
  const { status, user, ended, logout } = useSession()
  // The location is read when the session ends, not subscribed to: a search or tab written to
  // the URL must not re-render the shell.
  const router = useRouter()
  const navigate = useNavigate()

  useEffect(() => {
    if (status !== 'ready' || user) return
    // After a deliberate sign-out, start afresh; otherwise come back here after signing in.
    const search = ended === 'signout' ? {} : { redirect: router.state.location.href }
    void navigate({ to: '/signin', search, replace: true })
  }, [status, user, ended, navigate, router])

  const onSignOut = useCallback(() => logout(), [logout])
  if (!user) return <FullPageLoader />
  return (
    <GuardedUserProvider user={user}>
      <RealtimeProvider>
        <LiveTasks />
        <LiveProjects />
        <AppLayout user={user} onSignOut={onSignOut} headerExtras={HEADER_EXTRAS}>
          {children}
        </AppLayout>
      </RealtimeProvider>
    </GuardedUserProvider>
  )
}
