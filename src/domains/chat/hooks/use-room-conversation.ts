import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { stompDestinations } from '@/contract/paths'
import { type ChatMessage, type ChatRoom, type ChatSend, chatMessageSchema } from '@/contract/schemas'
import { notifyError } from '@/lib/notify'
import { useRealtime, useRealtimeSubscription } from '@/lib/realtime'
import { appendMessage, chatKeys, chatQueries, loadOlderMessages, markRoomRead, upsertRoom } from '../api/chat-api'
import type { PendingState } from '../utils/chat-format'
import { CHAT_MESSAGES } from '../utils/chat-messages'

/** A message we published whose broadcast has not come back yet. */
interface Pending extends ChatSend {
  localKey: string
  /** The newest server message id when it was sent: its echo has a larger id. */
  afterId: number
  timestamp: string
  state: PendingState
}

export type ShownMessage = ChatMessage & { pending?: PendingState; localKey?: string }

/** Without an echo after this long, a sent message is shown as not delivered. */
const DELIVERY_TIMEOUT_MS = 15_000

let localCounter = 0

/** Pending messages whose echo is not among the server's messages yet (each echo used once). */
function unmatched(pending: readonly Pending[], server: readonly ChatMessage[], myId: number): Pending[] {
  const used = new Set<number>()
  return pending.filter((item) => {
    for (let i = server.length - 1; i >= 0 && server[i].id > item.afterId; i -= 1) {
      const message = server[i]
      if (used.has(message.id) || message.senderId !== myId) continue
      if (message.type === item.type && message.content === item.content) {
        used.add(message.id)
        return false
      }
    }
    return true
  })
}

/**
 * One open room: its messages (server list plus our not-yet-echoed sends), live updates on
 * `/topic/rooms/{id}`, the read marker, and sending over the shared STOMP connection.
 */
export function useRoomConversation(roomId: number, me: { id: number; name: string }) {
  const queryClient = useQueryClient()
  const { state, publish } = useRealtime()
  const query = useQuery(chatQueries.messages(roomId))
  const [pending, setPending] = useState<Pending[]>([])
  const server = useMemo(() => query.data?.messages ?? [], [query.data])
  const hasOlder = (query.data?.firstPage ?? 0) > 0
  const [loadingOlder, setLoadingOlder] = useState(false)

  /** Brings the page before the oldest message shown (a long room opens with its latest ones). */
  const loadOlder = useCallback(() => {
    if (loadingOlder || !hasOlder) return
    setLoadingOlder(true)
    loadOlderMessages(queryClient, roomId)
      .catch(() => notifyError(CHAT_MESSAGES.olderFailed))
      .finally(() => setLoadingOlder(false))
  }, [hasOlder, loadingOlder, queryClient, roomId])

  const markRead = useCallback(() => {
    queryClient.setQueryData<ChatRoom[]>(chatKeys.rooms(), (rooms) =>
      rooms?.map((room) => (room.id === roomId && room.unreadCount !== 0 ? { ...room, unreadCount: 0 } : room)),
    )
    markRoomRead(roomId)
      .then((room) => upsertRoom(queryClient, room))
      .catch((error: unknown) => console.warn('Could not mark the room read', error))
  }, [queryClient, roomId])

  // Selecting a room marks it read (SPEC §2). The caller mounts one conversation per room.
  useEffect(() => {
    markRead()
  }, [markRead])

  const readTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(() => () => {
    if (readTimer.current) clearTimeout(readTimer.current)
  }, [])

  useRealtimeSubscription(stompDestinations.room(roomId), chatMessageSchema, (message) => {
    if (message.roomId !== roomId) return
    appendMessage(queryClient, message)
    // Someone else wrote while we look at the room: it is read, once the burst settles.
    if (message.senderId !== me.id && !readTimer.current) {
      readTimer.current = setTimeout(() => {
        readTimer.current = null
        markRead()
      }, 500)
    }
  })

  const shownPending = useMemo(() => unmatched(pending, server, me.id), [pending, server, me.id])
  // Forget the ones whose echo arrived, so each later echo is matched to the right send.
  if (shownPending.length !== pending.length) setPending(shownPending)

  const messages = useMemo<ShownMessage[]>(
    () => [
      ...server,
      ...shownPending.map((item) => ({
        id: -1,
        roomId,
        senderId: me.id,
        senderName: me.name,
        timestamp: item.timestamp,
        type: item.type,
        content: item.content,
        fileName: item.fileName ?? null,
        pending: item.state,
        localKey: item.localKey,
      })),
    ],
    [server, shownPending, roomId, me.id, me.name],
  )

  const connected = state === 'connected'

  /** Publishes a message; while offline it warns and sends nothing. Returns whether it went out. */
  const send = useCallback(
    (message: ChatSend): boolean => {
      localCounter += 1
      const localKey = `local-${localCounter}`
      const markFailed = () =>
        setPending((items) => items.map((item) => (item.localKey === localKey ? { ...item, state: 'failed' } : item)))
      const refused = () => {
        markFailed()
        notifyError(CHAT_MESSAGES.sendFailed)
      }
      if (!connected || !publish(stompDestinations.send(roomId), message, refused)) {
        notifyError(CHAT_MESSAGES.offline, CHAT_MESSAGES.offlineTitle)
        return false
      }
      const afterId = server.at(-1)?.id ?? 0
      setPending((items) => [...items, { ...message, localKey, afterId, timestamp: new Date().toISOString(), state: 'sending' }])
      setTimeout(markFailed, DELIVERY_TIMEOUT_MS)
      return true
    },
    [connected, publish, roomId, server],
  )

  /** Sends a not-delivered message again (it keeps its place until the echo comes). */
  const retry = useCallback(
    (localKey: string) => {
      const item = pending.find((candidate) => candidate.localKey === localKey)
      if (!item) return
      if (send({ type: item.type, content: item.content, fileName: item.fileName })) {
        setPending((items) => items.filter((candidate) => candidate.localKey !== localKey))
      }
    },
    [pending, send],
  )

  return { query, messages, send, retry, connected, hasOlder, loadingOlder, loadOlder }
}
