import { Button, Group, Stack, Text } from '@mantine/core'
import { useInterval } from '@mantine/hooks'
import { IconArrowLeft, IconMessages, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { PageHeader } from '@/components/layout/page-header'
import { fullNameOf } from '@/lib/names'
import { notifyError } from '@/lib/notify'
import { projectQueries } from '@/domains/projects/api/project-queries'
import { userQueries } from '@/domains/users/api/user-queries'
import { useCurrentUser } from '@/lib/session-context'
import { chatQueries } from '@/domains/chat/api/chat-api'
import { useCreateChatRoom } from '@/domains/chat/api/chat-mutations'
import { useChatLive } from '@/domains/chat/hooks/use-chat-live'
import { CHAT_MESSAGES } from '@/domains/chat/utils/chat-messages'
import classes from '@/domains/chat/components/chat.module.css'
import { ConnectionStatus } from '@/domains/chat/components/connection-status'
import { Conversation } from '@/domains/chat/components/conversation'
import { NewChatDialog } from '@/domains/chat/components/new-chat-dialog'
import { RoomList } from '@/domains/chat/components/room-list'

export interface ChatSearch {
  room?: number
}

/** Relative times ('5 minutes ago') stay true without a reload. */
function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date())
  const interval = useInterval(() => setNow(new Date()), everyMs)
  useEffect(() => {
    interval.start()
    return interval.stop
  }, [interval])
  return now
}

/**
 * /chat (SPEC §2): rooms on the left, the selected room (`?room=`) on the right; on phones one
 * pane at a time. Live over the shared STOMP connection.
 */
export function ChatPage({ search, onSearchChange }: { search: ChatSearch; onSearchChange: (search: ChatSearch) => void }) {
  const user = useCurrentUser()
  const me = { id: user.id, name: fullNameOf(user) }
  const connection = useChatLive()
  const now = useNow()
  const rooms = useQuery(chatQueries.rooms())
  const [dialogOpen, setDialogOpen] = useState(false)
  // The dialog's pick lists load with the page, so opening it makes no call: a failure then
  // belongs to the create itself, and a dialog left with nobody to pick can always be retried.
  const users = useQuery(userQueries.choices())
  const projects = useQuery(projectQueries.list())

  function openDialog() {
    if (users.data?.length === 0) void users.refetch()
    if (projects.isError) void projects.refetch()
    setDialogOpen(true)
  }

  const selected = search.room === undefined ? undefined : rooms.data?.find((room) => room.id === search.room)

  const create = useCreateChatRoom({
    mutationConfig: {
      onSuccess: (room) => {
        setDialogOpen(false)
        onSearchChange({ room: room.id })
      },
      onError: () => notifyError(CHAT_MESSAGES.createFailed),
    },
  })

  // A room in the URL that is not in the list (removed, not ours, mistyped).
  const missing = search.room !== undefined && rooms.isSuccess && !selected

  const conversation = selected ? (
    <Conversation key={selected.id} room={selected} me={me} now={now} onBack={() => onSearchChange({})} />
  ) : (
    <Stack flex={1} align="center" justify="center" gap="xs" p="xl">
      <IconMessages size={40} stroke={1.4} color="var(--mantine-color-dimmed)" aria-hidden />
      <Text fw={600} component="h2" fz="md" m={0}>
        {missing ? 'Chat not found' : 'No chat selected'}
      </Text>
      <Text size="sm" c="dimmed" ta="center">
        {missing ? 'It may have been removed, or you are not in it.' : 'Pick a conversation on the left, or start a new one.'}
      </Text>
      {missing ? (
        <Button variant="light" mt="xs" leftSection={<IconArrowLeft size={16} />} onClick={() => onSearchChange({})}>
          Back to chats
        </Button>
      ) : null}
    </Stack>
  )

  return (
    <div className={classes.screen}>
      <PageHeader
        title="Chat"
        actions={
          <Group gap="xs">
            <ConnectionStatus connection={connection} />
            <Button leftSection={<IconPlus size={16} />} onClick={openDialog}>
              New Chat
            </Button>
          </Group>
        }
      />
      {/* Phones show one pane: a stale link must land on 'Chat not found', not silently on the list. */}
      <div className={classes.panes} data-pane={selected || missing ? 'conversation' : 'list'}>
        <nav className={classes.list} aria-label="Chats">
          <div className={classes.listScroll}>
            <RoomList
              rooms={rooms.data}
              loading={rooms.isPending}
              error={rooms.isError && !rooms.data}
              selectedId={selected?.id}
              meId={user.id}
              now={now}
              onSelect={(room) => onSearchChange({ room })}
              onRetry={() => void rooms.refetch()}
            />
          </div>
        </nav>
        <section className={classes.conversation} aria-label={selected ? `Chat: ${selected.name}` : 'Conversation'}>
          {conversation}
        </section>
      </div>
      <NewChatDialog
        opened={dialogOpen}
        onClose={() => setDialogOpen(false)}
        users={users.data ?? []}
        projects={projects.data ?? []}
        meId={user.id}
        loading={create.isPending}
        onSubmit={(request) => create.mutate(request)}
        onInvalidParticipants={() => notifyError(CHAT_MESSAGES.noParticipants, CHAT_MESSAGES.noParticipantsTitle)}
      />
    </div>
  )
}
