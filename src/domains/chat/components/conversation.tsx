import '@/styles/mantine-content'
import { ActionIcon, Avatar, Center, Loader, Stack, Text } from '@mantine/core'
import { lazy, Suspense, useMemo } from 'react'
import { IconArrowLeft, IconUsersGroup } from '@tabler/icons-react'
import type { ChatRoom } from '@/contract/schemas'
import { mentionRenderer } from '@/components/mentions/mention-text'
import { serverMessage } from '@/lib/api-client'
import { fullNameOf, initialsOf } from '@/lib/names'
import { notifyError } from '@/lib/notify'
import { useUploadChatFile } from '../api/chat-mutations'
import { useRoomConversation } from '../hooks/use-room-conversation'
import { CHAT_MESSAGES } from '../utils/chat-messages'
import classes from './chat.module.css'

// The list (and its virtualiser, which the task board shares) loads with the first open room: in
// a chunk of its own, not the one every app screen downloads (issue 13 budget).
const MessageList = lazy(() => import('./message-list').then((module) => ({ default: module.MessageList })))
// The composer too, with its @mention list (issue 19), which the comment editor shares: both stay
// out of the chunk every app screen downloads.
const MessageComposer = lazy(() => import('./message-composer').then((module) => ({ default: module.MessageComposer })))

function MessagesLoading() {
  return (
    <Center className={classes.messages}>
      <Loader size="sm" role="progressbar" aria-label="Loading messages" />
    </Center>
  )
}

export interface ConversationProps {
  room: ChatRoom
  me: { id: number; name: string }
  now: Date
  onBack: () => void
}

/** The right pane for one room: header, messages, input. */
export function Conversation({ room, me, now, onBack }: ConversationProps) {
  const { query, messages, send, retry, connected, hasOlder, loadingOlder, loadOlder } = useRoomConversation(room.id, me)
  const others = useMemo(() => room.participants.filter((person) => person.id !== me.id), [room.participants, me.id])
  const renderText = useMemo(() => mentionRenderer({ people: room.participants, meId: me.id }), [room.participants, me.id])

  const upload = useUploadChatFile(room.id, {
    mutationConfig: {
      onSuccess: (uploaded) => send({ type: uploaded.type, content: uploaded.url, fileName: uploaded.fileName }),
      onError: (error) => notifyError(serverMessage(error, CHAT_MESSAGES.uploadFailed)),
    },
  })

  const attach = (file: File) => {
    // Nothing could be shared without the connection: do not upload for nothing.
    if (!connected) {
      notifyError(CHAT_MESSAGES.offline, CHAT_MESSAGES.offlineTitle)
      return
    }
    upload.mutate(file)
  }

  return (
    <>
      <div className={classes.conversationHeader}>
        <ActionIcon variant="subtle" hiddenFrom="sm" aria-label="Back to chats" onClick={onBack}>
          <IconArrowLeft size={18} />
        </ActionIcon>
        {room.type === 'team' ? (
          <Avatar radius="xl" color="blue">
            <IconUsersGroup size={20} role="img" aria-label="Team room" />
          </Avatar>
        ) : (
          <Avatar radius="xl" color="grape" aria-hidden>
            {others[0] ? initialsOf(others[0]) : null}
          </Avatar>
        )}
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} truncate component="h2" fz="md" m={0}>
            {room.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {others.length === 0 ? 'Only you' : others.map(fullNameOf).join(', ')}
          </Text>
        </Stack>
      </div>
      {query.isError ? (
        <Stack className={classes.messages} align="center" justify="center" gap={4}>
          <Text fw={500}>Could not load messages</Text>
          <Text size="sm" c="dimmed">
            {query.error.message}
          </Text>
        </Stack>
      ) : (
        <Suspense fallback={<MessagesLoading />}>
          <MessageList
            messages={messages}
            loading={query.isPending}
            meId={me.id}
            now={now}
            onRetry={retry}
            older={hasOlder ? { loading: loadingOlder, load: loadOlder } : undefined}
            renderText={renderText}
          />
        </Suspense>
      )}
      <Suspense fallback={<div className={classes.composer} style={{ minHeight: 59 }} />}>
        <MessageComposer
          uploading={upload.isPending}
          people={others}
          onAttach={attach}
          onSend={(text) => send({ type: 'text', content: text.trim() })}
        />
      </Suspense>
    </>
  )
}
