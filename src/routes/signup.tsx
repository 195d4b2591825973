import { createFileRoute } from '@tanstack/react-router'
import { SignUpPage } from '@/screens/auth/components/sign-up-page'

export const Route = createFileRoute('/signup')({
  component: SignUpPage,
})
