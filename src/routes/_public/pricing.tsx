import { createFileRoute } from '@tanstack/react-router'
import { PricingPage } from '@/screens/marketing/components/pricing-page'
import { titleHead } from '@/lib/page-title'

export const Route = createFileRoute('/_public/pricing')({
  head: titleHead('Pricing'),
  component: PricingPage,
})
