import { createFileRoute } from '@tanstack/react-router'
import { SignUpPage } from '@/screens/auth/components/sign-up-page'
import { titleHead } from '@/lib/page-title'

export const Route = createFileRoute('/signup')({
  head: titleHead('Sign up'),
  component: SignUpPage,
})
