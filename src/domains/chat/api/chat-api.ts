/**
 * Chat over the contract (SPEC §7): rooms, messages, participants, room creation, upload and the
 * read marker. Query keys live here so realtime updates and invalidation share them.
 */
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { pagedPath } from '@/contract/paging'
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
import { apiList, apiRequest } from '@/lib/api-client'
import { queryRoots } from '@/lib/query-keys'

const roomListSchema = z.array(chatRoomSchema)
const messageListSchema = z.array(chatMessageSchema)

export const chatKeys = {
  all: queryRoots.chat,
  rooms: () => [...queryRoots.chat, 'rooms'] as const,
  messages: (roomId: number) => [...queryRoots.chat, 'messages', roomId] as const,
}

/** Messages per page: a long room opens with its latest ones and loads older ones on demand. */
export const MESSAGE_PAGE_SIZE = 100

/** A room's loaded messages, oldest first: pages `firstPage` to the newest. */
export interface RoomMessages {
  messages: ChatMessage[]
  /** The oldest page loaded; pages before it are older messages not loaded yet. */
  firstPage: number
}

function messagePage(roomId: number, page: number, signal?: AbortSignal) {
  return apiList(pagedPath(apiPaths.chat.messages(roomId), page, MESSAGE_PAGE_SIZE), { schema: messageListSchema, signal })
}

/**
 * The newest messages: page 0 tells how many there are (a server without paging answers them
 * all), then the last page, with the one before it when the last is short, so a long room opens
 * on a screenful.
 */
async function latestMessages(roomId: number, signal: AbortSignal): Promise<RoomMessages> {
  const first = await messagePage(roomId, 0, signal)
  if (first.total === null || first.total <= first.items.length) return { messages: first.items, firstPage: 0 }
  const lastPage = Math.ceil(first.total / MESSAGE_PAGE_SIZE) - 1
  const last = await messagePage(roomId, lastPage, signal)
  if (last.items.length >= MESSAGE_PAGE_SIZE / 2) return { messages: last.items, firstPage: lastPage }
  const before = lastPage - 1 === 0 ? first : await messagePage(roomId, lastPage - 1, signal)
  return { messages: [...before.items, ...last.items], firstPage: lastPage - 1 }
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
      queryFn: async ({ signal, client }) => {
        const latest = await latestMessages(roomId, signal)
        // A refetch (reconnect, another tab) keeps the older pages the reader had loaded.
        const keepFrom = client.getQueryData<RoomMessages>(chatKeys.messages(roomId))?.firstPage ?? latest.firstPage
        if (keepFrom >= latest.firstPage) return latest
        const pages = Array.from({ length: latest.firstPage - keepFrom }, (_, index) => messagePage(roomId, keepFrom + index, signal))
        const older = (await Promise.all(pages)).flatMap((page) => page.items)
        const shown = new Set(latest.messages.map((message) => message.id))
        return { messages: [...older.filter((message) => !shown.has(message.id)), ...latest.messages], firstPage: keepFrom }
      },
    }),
}

/** Loads the page of messages before the oldest one shown and puts it in front. */
export async function loadOlderMessages(client: QueryClient, roomId: number): Promise<void> {
  const loaded = client.getQueryData<RoomMessages>(chatKeys.messages(roomId))
  if (!loaded || loaded.firstPage === 0) return
  const page = loaded.firstPage - 1
  const { items } = await messagePage(roomId, page)
  client.setQueryData<RoomMessages>(chatKeys.messages(roomId), (current) => {
    if (!current || current.firstPage !== page + 1) return current
    const shown = new Set(current.messages.map((message) => message.id))
    return { messages: [...items.filter((message) => !shown.has(message.id)), ...current.messages], firstPage: page }
  })
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
  client.setQueryData<RoomMessages>(chatKeys.messages(message.roomId), (loaded) => {
    // Still loading: the fetch will bring it.
    if (!loaded || loaded.messages.some((candidate) => candidate.id === message.id)) return loaded
    return { ...loaded, messages: [...loaded.messages, message] }
  })
}
