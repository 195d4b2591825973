import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layout/page-header'
import { requireRouteAccess } from '@/lib/route-access'

export const Route = createFileRoute('/_app/users')({
  beforeLoad: ({ context }) => requireRouteAccess(context.session, 'admin'),
  component: UserManagementRoute,
})

function UserManagementRoute() {
  return <PageHeader title="User Management" description="Manage accounts and their roles." />
}
