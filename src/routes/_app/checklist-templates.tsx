import { createFileRoute } from '@tanstack/react-router'
import { checklistQueries } from '@/domains/checklists/api/checklist-queries'
import { type ChecklistTemplatesSearch, ChecklistTemplatesPage } from '@/screens/checklists/components/checklist-templates-page'
import { requireRouteAccess } from '@/lib/route-access'
import { text } from '@/lib/search-params'

export const Route = createFileRoute('/_app/checklist-templates')({
  validateSearch: (search: Record<string, unknown>): ChecklistTemplatesSearch => ({ q: text(search.q) }),
  beforeLoad: ({ context }) => requireRouteAccess(context.session, 'staff'),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(checklistQueries.templates())
  },
  component: ChecklistTemplatesRoute,
})

function ChecklistTemplatesRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ChecklistTemplatesPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
