import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layout/page-header'
import { requireRouteAccess } from '@/lib/route-access'

export const Route = createFileRoute('/_app/checklist-templates')({
  beforeLoad: ({ context }) => requireRouteAccess(context.session, 'staff'),
  component: ChecklistTemplatesRoute,
})

function ChecklistTemplatesRoute() {
  return <PageHeader title="Checklist Templates" description="Routines that become daily checklists." />
}
