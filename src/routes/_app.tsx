import { createFileRoute, Outlet, redirect, useLocation, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { FullPageLoader } from '@/components/feedback/full-page-loader'
import { AppLayout } from '@/components/layout/app-layout'
import { DemoMenu } from '@/screens/demo/components/demo-menu'
import { NotificationsBell } from '@/domains/notifications/components/notifications-bell'
import { RealtimeProvider } from '@/lib/realtime'
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
        <Outlet />
      </AppLayout>
    </RealtimeProvider>
  )
}
