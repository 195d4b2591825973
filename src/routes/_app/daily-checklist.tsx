import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { checklistQueries } from '@/domains/checklists/api/checklist-queries'
import { DailyChecklistPage } from '@/screens/checklists/components/daily-checklist-page'
import { textParam } from '@/lib/search-params'
import { routeHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/daily-checklist')({
  head: routeHead('/daily-checklist'),
  staticData: { access: 'staff', menu: { label: 'Daily Checklist', order: 6 } },
  validateSearch: z.object({ q: textParam }),
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
