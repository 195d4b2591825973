import { createFileRoute } from '@tanstack/react-router'
import { PricingPage } from '@/screens/marketing/components/pricing-page'
import { routeHead } from '@/lib/page-title'

export const Route = createFileRoute('/_public/pricing')({
  head: routeHead('/pricing'),
  component: PricingPage,
})
