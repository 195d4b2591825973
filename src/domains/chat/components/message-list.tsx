import { Badge, Button, Center, Loader, Stack, Text } from '@mantine/core'
import { useVirtualizer } from '@tanstack/react-virtual'
import { type ReactNode, useLayoutEffect, useMemo, useRef } from 'react'
import type { ShownMessage } from '../hooks/use-room-conversation'
import { type ChatRow, rowsByDay } from '../utils/chat-format'
import classes from './chat.module.css'
import { MessageItem } from './message-item'

export interface MessageListProps {
  messages: readonly ShownMessage[]
  loading: boolean
  meId: number
  now: Date
  onRetry: (localKey: string) => void
  /** When older messages than the first one shown exist: loads them (at the top, or on scrolling there). */
  older?: { loading: boolean; load: () => void }
  /** How a text message's text is shown (with @mentions of the room's people); stable. */
  renderText?: (text: string) => ReactNode
}

type ListRow = ChatRow | { kind: 'older'; key: string }

/** How close to the top starts loading older messages. */
const OLDER_PX = 300

/** How close to the end counts as "reading the latest" (then new messages keep the view at the end). */
const STICK_PX = 120

/**
 * The conversation, grouped by day (SPEC §2), virtualised so a room with thousands of messages
 * opens and scrolls smoothly: only the rows in view (plus a few) are in the DOM. Mount it with
 * `key={roomId}` so each room starts at its latest message.
 */
export function MessageList({ messages, loading, meId, now, onRetry, older, renderText }: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  // Day labels change at midnight, not every minute: key the grouping on the date only.
  const today = now.toDateString()
  const hasOlder = older !== undefined
  const rows = useMemo<ListRow[]>(() => {
    const byDay = rowsByDay(messages, new Date(today))
    return hasOlder ? [{ kind: 'older', key: 'older' }, ...byDay] : byDay
  }, [messages, today, hasOlder])
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === 'day' ? 40 : 64),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 8,
  })

  const atEnd = useRef(true)
  const lastCount = useRef(0)
  const firstMessageKey = useRef<string | null>(null)

  // Opening a room shows its latest messages; later, new ones keep the view at the end if the
  // reader was there (or wrote them).
  useLayoutEffect(() => {
    if (rows.length === 0) return
    const opened = lastCount.current === 0
    const last = rows.at(-1)
    const mineAdded = rows.length > lastCount.current && last?.kind === 'message' && last.message.senderId === meId
    lastCount.current = rows.length
    const previousFirst = firstMessageKey.current
    firstMessageKey.current = rows.find((row) => row.kind === 'message')?.key ?? null
    if (opened || atEnd.current || mineAdded) {
      virtualizer.scrollToIndex(rows.length - 1, { align: 'end' })
      return
    }
    // Older messages came in above: the one that was first stays where the reader left it.
    if (previousFirst !== null && previousFirst !== firstMessageKey.current) {
      const index = rows.findIndex((row) => row.key === previousFirst)
      if (index > 0) virtualizer.scrollToIndex(index, { align: 'start' })
    }
  }, [rows, meId, virtualizer])

  if (loading) {
    return (
      <Center className={classes.messages}>
        <Loader size="sm" role="progressbar" aria-label="Loading messages" />
      </Center>
    )
  }
  if (rows.length === 0) {
    return (
      <Center className={classes.messages}>
        <Stack gap={4} align="center">
          <Text fw={500}>No messages yet</Text>
          <Text size="sm" c="dimmed">
            Say hello to start the conversation.
          </Text>
        </Stack>
      </Center>
    )
  }

  const items = virtualizer.getVirtualItems()
  return (
    <div
      ref={scrollRef}
      className={classes.messages}
      role="region"
      aria-label="Messages"
      tabIndex={0}
      onScroll={(event) => {
        const element = event.currentTarget
        atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_PX
        if (older && !older.loading && element.scrollTop < OLDER_PX) older.load()
      }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        <div style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${items[0]?.start ?? 0}px)` }}>
          {items.map((item) => {
            const row = rows[item.index]
            if (!row) return null
            return (
              <div key={item.key} data-index={item.index} ref={virtualizer.measureElement}>
                {row.kind === 'older' ? (
                  <Center py="xs">
                    <Button variant="subtle" size="xs" loading={older?.loading} onClick={older?.load}>
                      Load older messages
                    </Button>
                  </Center>
                ) : row.kind === 'day' ? (
                  <div className={classes.dayRow}>
                    <Badge variant="light" color="gray" radius="sm" tt="none" fw={500} role="heading" aria-level={3}>
                      {row.label}
                    </Badge>
                  </div>
                ) : (
                  <MessageItem
                    message={row.message}
                    mine={row.message.senderId === meId}
                    pending={row.pending}
                    onRetry={row.pending === 'failed' ? () => onRetry(row.key) : undefined}
                    renderText={renderText}
                  />
                )}
              </div>
            )
          })}
        </div>
      </div>
    </div>
  )
}
