import { createFileRoute } from '@tanstack/react-router'
import { type ProjectStaffSearch, ProjectStaffPage } from '@/screens/my-work/components/project-staff-page'
import { requireRouteAccess } from '@/lib/route-access'
import { text } from '@/lib/search-params'

export const Route = createFileRoute('/_app/project-staff')({
  validateSearch: (search: Record<string, unknown>): ProjectStaffSearch => ({ q: text(search.q) }),
  beforeLoad: ({ context }) => requireRouteAccess(context.session, 'staff'),
  component: ProjectStaffAssignmentsRoute,
})

function ProjectStaffAssignmentsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ProjectStaffPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
