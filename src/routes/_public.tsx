import { createFileRoute, Outlet } from '@tanstack/react-router'
import { PublicLayout } from '@/components/layout/public-layout'
import { useSession } from '@/lib/session-context'

export const Route = createFileRoute('/_public')({
  component: PublicRoute,
})

function PublicRoute() {
  const { user } = useSession()
  return (
    <PublicLayout signedIn={user !== null}>
      <Outlet />
    </PublicLayout>
  )
}
