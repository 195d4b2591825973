import { createFileRoute } from '@tanstack/react-router'
import { type ChatSearch, ChatPage } from '@/screens/chat/components/chat-page'
import { chatQueries } from '@/domains/chat/api/chat-api'
import { requireRouteAccess } from '@/lib/route-access'
import { positiveInt } from '@/lib/search-params'

export const Route = createFileRoute('/_app/chat')({
  validateSearch: (search: Record<string, unknown>): ChatSearch => ({ room: positiveInt(search.room) }),
  beforeLoad: ({ context }) => requireRouteAccess(context.session, 'staff'),
  loader: ({ context }) => {
    // Warm the cache; the screen shows its own loading and error states.
    void context.queryClient.prefetchQuery(chatQueries.rooms())
  },
  component: ChatRoute,
})

function ChatRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  // Choosing a room is a step the Back button can undo (phones go back to the list).
  return <ChatPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
}
