import { createFileRoute, redirect } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { SignInPage } from '@/screens/auth/components/sign-in-page'
import { safeRedirect } from '@/lib/navigation'

const searchSchema = z.object({ redirect: z.optional(z.string()) })

export const Route = createFileRoute('/signin')({
  validateSearch: (search) => {
    const parsed = searchSchema.safeParse(search)
    return parsed.success ? parsed.data : {}
  },
  beforeLoad: ({ context, search }) => {
    if (context.session.getSnapshot().user) throw redirect({ to: safeRedirect(search.redirect), replace: true })
  },
  component: SignInRoute,
})

function SignInRoute() {
  const { redirect: target } = Route.useSearch()
  return <SignInPage redirectTo={safeRedirect(target)} />
}
