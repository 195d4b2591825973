import { createFileRoute } from '@tanstack/react-router'
import { type RolesSearch, RolesPage } from '@/screens/admin/components/roles-page'
import { roleQueries } from '@/domains/roles/api/role-queries'
import { requireRouteAccess } from '@/lib/route-access'
import { text } from '@/lib/search-params'

export const Route = createFileRoute('/_app/roles')({
  validateSearch: (search: Record<string, unknown>): RolesSearch => ({ q: text(search.q) }),
  beforeLoad: ({ context }) => requireRouteAccess(context.session, 'admin'),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(roleQueries.list())
  },
  component: RoleManagementRoute,
})

function RoleManagementRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <RolesPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
