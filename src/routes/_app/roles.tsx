import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { RolesPage } from '@/screens/admin/components/roles-page'
import { roleQueries } from '@/domains/roles/api/role-queries'
import { textParam } from '@/lib/search-params'
import { routeHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/roles')({
  head: routeHead('/roles'),
  staticData: { access: 'admin', menu: { label: 'Roles', order: 10, adminBadge: true } },
  validateSearch: z.object({ q: textParam }),
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
