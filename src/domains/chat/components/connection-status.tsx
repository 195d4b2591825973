import { Badge } from '@mantine/core'
import type { ChatConnection } from '../hooks/use-chat-live'

const LOOK: Record<ChatConnection, { label: string; color: string }> = {
  connected: { label: 'Connected', color: 'teal' },
  connecting: { label: 'Connecting…', color: 'gray' },
  reconnecting: { label: 'Offline — reconnecting…', color: 'orange' },
  offline: { label: 'Offline', color: 'red' },
}

/** The realtime connection as the user sees it (always visible on the chat screen). */
export function ConnectionStatus({ connection }: { connection: ChatConnection }) {
  const look = LOOK[connection]
  return (
    <Badge role="status" aria-live="polite" variant="dot" color={look.color} size="lg" tt="none" fw={500} style={{ flexShrink: 0, overflow: 'visible' }}>
      {look.label}
    </Badge>
  )
}
