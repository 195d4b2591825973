import { createFileRoute } from '@tanstack/react-router'
import { checklistQueries } from '@/domains/checklists/api/checklist-queries'
import { type DailyChecklistSearch, DailyChecklistPage } from '@/screens/checklists/components/daily-checklist-page'
import { requireRouteAccess } from '@/lib/route-access'
import { text } from '@/lib/search-params'

export const Route = createFileRoute('/_app/daily-checklist')({
  validateSearch: (search: Record<string, unknown>): DailyChecklistSearch => ({ q: text(search.q) }),
  beforeLoad: ({ context }) => requireRouteAccess(context.session, 'staff'),
  loader: ({ context }) => {
    const user = context.session.getSnapshot().user
    if (user) void context.queryClient.prefetchQuery(checklistQueries.today(user.id))
  },
  component: DailyChecklistRoute,
})

function DailyChecklistRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <DailyChecklistPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
