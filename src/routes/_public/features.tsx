import { createFileRoute } from '@tanstack/react-router'
import { FeaturesPage } from '@/screens/marketing/components/features-page'
import { titleHead } from '@/lib/page-title'

export const Route = createFileRoute('/_public/features')({
  head: titleHead('Features'),
  component: FeaturesPage,
})
