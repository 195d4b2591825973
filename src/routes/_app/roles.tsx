import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layout/page-header'
import { requireRouteAccess } from '@/lib/route-access'

export const Route = createFileRoute('/_app/roles')({
  beforeLoad: ({ context }) => requireRouteAccess(context.session, 'admin'),
  component: RoleManagementRoute,
})

function RoleManagementRoute() {
  return <PageHeader title="Role Management" description="Manage the roles users can hold." />
}
