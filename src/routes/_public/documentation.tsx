import { createFileRoute } from '@tanstack/react-router'
import { DocumentationPage } from '@/screens/marketing/components/documentation-page'
import { DEFAULT_DOC_TAB, type DocTab, isDocTab } from '@/screens/marketing/doc-tabs'

export const Route = createFileRoute('/_public/documentation')({
  // An unknown ?tab= falls back to the first tab instead of an error page. The key must be set
  // (to undefined) because the router keeps raw search keys a validator leaves out.
  validateSearch: (search: Record<string, unknown>): { tab?: DocTab } => ({
    tab: isDocTab(search.tab) ? search.tab : undefined,
  }),
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
