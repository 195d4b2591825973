import { createFileRoute, redirect } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { SignInPage } from '@/screens/auth/components/sign-in-page'
import { safeRedirect } from '@/lib/navigation'
import { routeHead } from '@/lib/page-title'

export const Route = createFileRoute('/signin')({
  head: routeHead('/signin'),
  validateSearch: z.object({ redirect: z.catch(z.optional(z.string()), undefined) }),
  beforeLoad: ({ context, search }) => {
    if (context.session.getSnapshot().user) throw redirect({ to: safeRedirect(search.redirect), replace: true })
  },
  component: SignInRoute,
})

function SignInRoute() {
  const { redirect: target } = Route.useSearch()
  return <SignInPage redirectTo={safeRedirect(target)} />
}
