import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layout/page-header'
import { requireRouteAccess } from '@/lib/route-access'

export const Route = createFileRoute('/_app/daily-checklist')({
  beforeLoad: ({ context }) => requireRouteAccess(context.session, 'staff'),
  component: DailyChecklistRoute,
})

function DailyChecklistRoute() {
  return <PageHeader title="Daily Checklist" description="Today’s routine, item by item." />
}
