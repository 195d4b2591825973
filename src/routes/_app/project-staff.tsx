import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { ProjectStaffPage } from '@/screens/my-work/components/project-staff-page'
import { textParam } from '@/lib/search-params'
import { routeHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/project-staff')({
  head: routeHead('/project-staff'),
  staticData: { access: 'staff', menu: { label: 'Project', order: 2 } },
  validateSearch: z.object({ q: textParam }),
  component: ProjectStaffAssignmentsRoute,
})

function ProjectStaffAssignmentsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ProjectStaffPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
