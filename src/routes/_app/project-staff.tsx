import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layout/page-header'
import { requireRouteAccess } from '@/lib/route-access'

export const Route = createFileRoute('/_app/project-staff')({
  beforeLoad: ({ context }) => requireRouteAccess(context.session, 'staff'),
  component: ProjectStaffAssignmentsRoute,
})

function ProjectStaffAssignmentsRoute() {
  return <PageHeader title="Project Staff Assignments" description="Your projects and who works on them." />
}
