import { createFileRoute } from '@tanstack/react-router'
import { DocumentationPage } from '@/features/marketing/components/documentation-page'
import { DEFAULT_DOC_TAB, type DocTab, isDocTab } from '@/features/marketing/doc-tabs'

export const Route = createFileRoute('/_public/documentation')({
  // An unknown ?tab= falls back to the first tab instead of an error page.
  validateSearch: (search: Record<string, unknown>): { tab?: DocTab } => (isDocTab(search.tab) ? { tab: search.tab } : {}),
  component: DocumentationRoute,
})

function DocumentationRoute() {
  const { tab = DEFAULT_DOC_TAB } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <DocumentationPage
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, resetScroll: false })}
    />
  )
}
