import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { stompDestinations } from '@/contract/paths'
import { chatRoomSchema } from '@/contract/schemas'
import { type RealtimeState, useRealtime, useRealtimeSubscription } from '@/lib/realtime'
import { chatKeys, upsertRoom } from '../api/chat-api'

export type ChatConnection = 'connecting' | 'connected' | 'reconnecting' | 'offline'

/**
 * The chat screen's live side: room-list updates on `/user/topic/rooms`, and after every
 * (re)connect a refetch of the rooms and the open room, so messages missed while the connection
 * was down appear. Returns the connection as the screen shows it.
 */
export function useChatLive(): ChatConnection {
  const queryClient = useQueryClient()
  const { state } = useRealtime()
  const previous = useRef<RealtimeState>(state)
  const [everConnected, setEverConnected] = useState(state === 'connected')
  if (state === 'connected' && !everConnected) setEverConnected(true)

  useRealtimeSubscription(stompDestinations.roomUpdates, chatRoomSchema, (room) => upsertRoom(queryClient, room))

  useEffect(() => {
    const before = previous.current
    previous.current = state
    if (state !== 'connected' || before === 'connected') return
    // Whatever was said while the connection was down (or before the subscriptions were in place).
    void queryClient.invalidateQueries({ queryKey: chatKeys.all })
  }, [state, queryClient])

  if (state === 'connected') return 'connected'
  if (state === 'disconnected') return 'offline'
  return everConnected ? 'reconnecting' : 'connecting'
}
