import { createFileRoute } from '@tanstack/react-router'
import { type UsersSearch, UsersPage } from '@/screens/admin/components/users-page'
import { userQueries } from '@/domains/users/api/user-queries'
import { requireRouteAccess } from '@/lib/route-access'
import { text } from '@/lib/search-params'

export const Route = createFileRoute('/_app/users')({
  validateSearch: (search: Record<string, unknown>): UsersSearch => ({ q: text(search.q) }),
  beforeLoad: ({ context }) => requireRouteAccess(context.session, 'admin'),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(userQueries.list())
  },
  component: UserManagementRoute,
})

function UserManagementRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <UsersPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
