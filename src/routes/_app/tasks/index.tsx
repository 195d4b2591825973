import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layout/page-header'
import { requireRouteAccess } from '@/lib/route-access'

export const Route = createFileRoute('/_app/tasks/')({
  beforeLoad: ({ context }) => requireRouteAccess(context.session, 'manager'),
  component: TasksRoute,
})

function TasksRoute() {
  return <PageHeader title="Tasks" description="Every task across your projects." />
}
