import { createFileRoute } from '@tanstack/react-router'
import { FeaturesPage } from '@/screens/marketing/components/features-page'

export const Route = createFileRoute('/_public/features')({
  component: FeaturesPage,
})
