import { createFileRoute, useLocation } from '@tanstack/react-router'
import { CheckoutPage } from '@/screens/checkout/components/checkout-page'
import { planFromState } from '@/screens/checkout/plan-state'
import { routeHead } from '@/lib/page-title'

export const Route = createFileRoute('/_public/checkout')({
  head: routeHead('/checkout'),
  component: CheckoutRoute,
})

function CheckoutRoute() {
  const plan = useLocation({ select: (location) => planFromState(location.state.plan) })
  return <CheckoutPage plan={plan} />
}
