/**
 * Chat over the contract (SPEC §7): rooms, messages, participants, room creation, upload and the
 * read marker. Query keys live here so realtime updates and invalidation share them.
 */
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiPaths } from '@/contract/paths'
import {
  type ChatMessage,
  type ChatRoom,
  type ChatRoomRequest,
  type ChatUpload,
  chatMessageSchema,
  chatRoomSchema,
  chatUploadSchema,
} from '@/contract/schemas'
import { apiRequest } from '@/lib/api-client'
import { queryRoots } from '@/lib/query-keys'

const roomListSchema = z.array(chatRoomSchema)
const messageListSchema = z.array(chatMessageSchema)

export const chatKeys = {
  all: queryRoots.chat,
  rooms: () => [...queryRoots.chat, 'rooms'] as const,
  messages: (roomId: number) => [...queryRoots.chat, 'messages', roomId] as const,
}

export const chatQueries = {
  rooms: () =>
    queryOptions({
      queryKey: chatKeys.rooms(),
      queryFn: ({ signal }) => apiRequest(apiPaths.chat.rooms(), { schema: roomListSchema, signal }),
    }),
  messages: (roomId: number) =>
    queryOptions({
      queryKey: chatKeys.messages(roomId),
      queryFn: ({ signal }) => apiRequest(apiPaths.chat.messages(roomId), { schema: messageListSchema, signal }),
    }),
}

export function createChatRoom(body: ChatRoomRequest): Promise<ChatRoom> {
  return apiRequest(apiPaths.chat.rooms(), { method: 'POST', body, schema: chatRoomSchema })
}

export function markRoomRead(roomId: number): Promise<ChatRoom> {
  return apiRequest(apiPaths.chat.read(roomId), { method: 'POST', schema: chatRoomSchema })
}

/** Multipart with the field `file` (SPEC §7); the answer says where the file now lives. */
export function uploadChatFile(roomId: number, file: File): Promise<ChatUpload> {
  const body = new FormData()
  body.append('file', file)
  return apiRequest(apiPaths.chat.upload(roomId), { method: 'POST', body, schema: chatUploadSchema })
}

/**
 * Puts a room as the server now sees it into the cached list (a live room-list update). A room
 * with a new message moves up to its place by activity; others keep their place.
 */
export function upsertRoom(client: QueryClient, room: ChatRoom): void {
  client.setQueryData<ChatRoom[]>(chatKeys.rooms(), (rooms) => {
    if (!rooms) return rooms
    const index = rooms.findIndex((candidate) => candidate.id === room.id)
    const previous = index >= 0 ? rooms[index] : undefined
    if (previous && previous.lastMessageTime === room.lastMessageTime) return rooms.with(index, room)
    const others = rooms.filter((candidate) => candidate.id !== room.id)
    const time = room.lastMessageTime
    if (!time) return [room, ...others]
    const at = others.findIndex((candidate) => (candidate.lastMessageTime ?? '') < time)
    return at < 0 ? [...others, room] : [...others.slice(0, at), room, ...others.slice(at)]
  })
}

/** Adds a broadcast message to the cached room, once. */
export function appendMessage(client: QueryClient, message: ChatMessage): void {
  client.setQueryData<ChatMessage[]>(chatKeys.messages(message.roomId), (messages) => {
    // Still loading: the fetch will bring it.
    if (!messages || messages.some((candidate) => candidate.id === message.id)) return messages
    return [...messages, message]
  })
}
