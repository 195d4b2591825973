import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layout/page-header'
import { requireRouteAccess } from '@/lib/route-access'

export const Route = createFileRoute('/_app/project-tasks')({
  beforeLoad: ({ context }) => requireRouteAccess(context.session, 'staff'),
  component: ProjectTasksRoute,
})

function ProjectTasksRoute() {
  return <PageHeader title="Project Tasks" description="Tasks of your projects, grouped by project." />
}
