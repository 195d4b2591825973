import { createFileRoute } from '@tanstack/react-router'
import { SignUpPage } from '@/screens/auth/components/sign-up-page'
import { routeHead } from '@/lib/page-title'

export const Route = createFileRoute('/signup')({
  head: routeHead('/signup'),
  component: SignUpPage,
})
