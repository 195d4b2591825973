import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layout/page-header'
import { requireRouteAccess } from '@/lib/route-access'

export const Route = createFileRoute('/_app/projects/')({
  beforeLoad: ({ context }) => requireRouteAccess(context.session, 'manager'),
  component: ProjectsRoute,
})

function ProjectsRoute() {
  return <PageHeader title="Projects" description="Plan and track every project." />
}
