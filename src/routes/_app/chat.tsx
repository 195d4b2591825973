import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layout/page-header'
import { requireRouteAccess } from '@/lib/route-access'

export const Route = createFileRoute('/_app/chat')({
  beforeLoad: ({ context }) => requireRouteAccess(context.session, 'staff'),
  component: ChatRoute,
})

function ChatRoute() {
  return <PageHeader title="Chat" description="Talk with your team." />
}
