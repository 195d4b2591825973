import { createFileRoute } from '@tanstack/react-router'
import { FeaturesPage } from '@/screens/marketing/components/features-page'
import { routeHead } from '@/lib/page-title'

export const Route = createFileRoute('/_public/features')({
  head: routeHead('/features'),
  component: FeaturesPage,
})
