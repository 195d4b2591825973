import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { UsersPage } from '@/screens/admin/components/users-page'
import { userQueries } from '@/domains/users/api/user-queries'
import { textParam } from '@/lib/search-params'
import { routeHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/users')({
  head: routeHead('/users'),
  staticData: { access: 'admin', menu: { label: 'Users', order: 9, adminBadge: true } },
  validateSearch: z.object({ q: textParam }),
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
