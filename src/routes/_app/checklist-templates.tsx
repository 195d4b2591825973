import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { checklistQueries } from '@/domains/checklists/api/checklist-queries'
import { ChecklistTemplatesPage } from '@/screens/checklists/components/checklist-templates-page'
import { textParam } from '@/lib/search-params'
import { routeHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/checklist-templates')({
  head: routeHead('/checklist-templates'),
  staticData: { access: 'staff', menu: { label: 'Checklist Templates', order: 7 } },
  validateSearch: z.object({ q: textParam }),
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
