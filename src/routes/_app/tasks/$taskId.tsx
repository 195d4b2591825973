import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layout/page-header'
import { requireRouteAccess } from '@/lib/route-access'

export const Route = createFileRoute('/_app/tasks/$taskId')({
  beforeLoad: ({ context }) => requireRouteAccess(context.session, 'staff'),
  component: TaskRoute,
})

function TaskRoute() {
  return <PageHeader title="Task" description="Task details." />
}
