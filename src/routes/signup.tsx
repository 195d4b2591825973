import { createFileRoute, useLocation } from '@tanstack/react-router'
import { SignUpPage } from '@/screens/auth/components/sign-up-page'
import { routeHead } from '@/lib/page-title'

export const Route = createFileRoute('/signup')({
  head: routeHead('/signup'),
  component: SignUpRoute,
})

/** A plan reserved at checkout travels in history state (the checkout screen sends it). */
function SignUpRoute() {
  const plan = useLocation({ select: (location) => (typeof location.state.plan === 'string' ? location.state.plan.slice(0, 40) : undefined) })
  return <SignUpPage plan={plan} />
}
