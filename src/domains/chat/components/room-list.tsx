import '@/styles/mantine-content'
import { Alert, Avatar, Badge, Button, Center, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconUsersGroup } from '@tabler/icons-react'
import type { ChatRoom } from '@/contract/schemas'
import { initialsOf } from '@/lib/names'
import { relativeTimeOf, unreadLabel } from '../utils/chat-format'
import classes from './chat.module.css'

export interface RoomListProps {
  rooms: readonly ChatRoom[] | undefined
  loading: boolean
  error: boolean
  selectedId: number | undefined
  /** The signed-in user, so a direct room shows the other person's initials. */
  meId: number
  now: Date
  onSelect: (roomId: number) => void
  onRetry: () => void
}

/** The left pane (SPEC §2): rooms with unread badge ('9+' above 9), last message, relative time. */
export function RoomList({ rooms, loading, error, selectedId, meId, now, onSelect, onRetry }: RoomListProps) {
  if (loading) {
    return (
      <Center p="xl">
        <Loader size="sm" role="progressbar" aria-label="Loading chat rooms" />
      </Center>
    )
  }
  if (error) {
    return (
      <Alert m="sm" color="red" title="Could not load chat rooms">
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    )
  }
  if (!rooms || rooms.length === 0) {
    return (
      <Stack p="lg" gap={4} align="center">
        <Text fw={500}>No chats yet</Text>
        <Text size="sm" c="dimmed" ta="center">
          Start one with New Chat.
        </Text>
      </Stack>
    )
  }
  return (
    <ul aria-label="Chat rooms" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rooms.map((room) => (
        <li key={room.id}>
          <RoomItem room={room} selected={room.id === selectedId} meId={meId} now={now} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  )
}

function RoomItem({ room, selected, meId, now, onSelect }: { room: ChatRoom; selected: boolean; meId: number; now: Date; onSelect: (id: number) => void }) {
  // The open room is being read: no badge for it.
  const unread = selected ? null : unreadLabel(room.unreadCount)
  const other = room.type === 'direct' ? room.participants.find((person) => person.id !== meId) : undefined
  return (
    <UnstyledButton className={classes.room} aria-current={selected} onClick={() => onSelect(room.id)} data-room-id={room.id}>
      {room.type === 'team' ? (
        <Avatar radius="xl" color="blue">
          <IconUsersGroup size={20} role="img" aria-label="Team room" />
        </Avatar>
      ) : (
        <Avatar radius="xl" color="grape" aria-hidden>
          {other ? initialsOf(other) : null}
        </Avatar>
      )}
      <div className={classes.roomText}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={unread ? 700 : 500} size="sm" truncate>
            {room.name}
          </Text>
          {room.lastMessageTime && (
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {relativeTimeOf(room.lastMessageTime, now)}
            </Text>
          )}
        </Group>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" truncate>
            {room.lastMessage ?? 'No messages yet'}
          </Text>
          {unread && (
            <Badge size="sm" circle={unread.length === 1} color="red" style={{ flexShrink: 0 }}>
              {unread}
            </Badge>
          )}
        </Group>
      </div>
    </UnstyledButton>
  )
}
