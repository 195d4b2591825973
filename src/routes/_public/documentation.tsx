import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { DocumentationPage } from '@/screens/marketing/components/documentation-page'
import { DEFAULT_DOC_TAB, type DocTab, isDocTab } from '@/screens/marketing/doc-tabs'
import { routeHead } from '@/lib/page-title'

export const Route = createFileRoute('/_public/documentation')({
  head: routeHead('/documentation'),
  // An unknown ?tab= falls back to the first tab instead of an error page.
  validateSearch: z.object({ tab: z.catch(z.optional(z.custom<DocTab>(isDocTab)), undefined) }),
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
