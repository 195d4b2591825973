import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layout/page-header'
import { requireRouteAccess } from '@/lib/route-access'

export const Route = createFileRoute('/_app/projects/$projectId')({
  beforeLoad: ({ context }) => requireRouteAccess(context.session, 'staff'),
  component: ProjectRoute,
})

function ProjectRoute() {
  return <PageHeader title="Project" description="Project details." />
}
