import { createFileRoute, Navigate, Outlet, redirect, useLocation } from '@tanstack/react-router'
import { FullPageLoader } from '@/components/feedback/full-page-loader'
import { AppLayout } from '@/components/layout/app-layout'
import { useSession } from '@/lib/session-context'

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => {
    const { status, user } = context.session.getSnapshot()
    if (status === 'ready' && !user) {
      throw redirect({ to: '/signin', search: { redirect: location.href }, replace: true })
    }
  },
  component: AuthGuard,
})

/** The auth guard plus the app shell (SPEC §2): 'Loading...' while the session loads, else sign in. */
function AuthGuard() {
  const { status, user, ended, logout } = useSession()
  const location = useLocation()
  if (status === 'loading' && !user) return <FullPageLoader />
  if (!user) {
    // After a deliberate sign-out, start afresh; otherwise come back here after signing in.
    const search = ended === 'signout' ? {} : { redirect: location.href }
    return <Navigate to="/signin" search={search} replace />
  }
  return (
    <AppLayout user={user} onSignOut={() => logout()}>
      <Outlet />
    </AppLayout>
  )
}
