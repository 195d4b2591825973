import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { ChatPage } from '@/screens/chat/components/chat-page'
import { chatQueries } from '@/domains/chat/api/chat-api'
import { idParam } from '@/lib/search-params'
import { routeHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/chat')({
  head: routeHead('/chat'),
  staticData: { access: 'staff', menu: { label: 'Chat', order: 8 } },
  validateSearch: z.object({ room: idParam }),
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
