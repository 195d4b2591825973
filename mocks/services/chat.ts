/**
 * Chat rooms as each user sees them (unread counts from a per-user last-read marker), opening
 * rooms, and message posting, which the STOMP broker, the teammates and the seed share.
 */
import { safeFileUrl } from '@/domains/chat/utils/chat-format'
import type { ChatRoom, ChatRoomRequest, ChatSend } from '@/contract/schemas'
import { isoNow } from '../clock'
import { db, type DbRecord, findById, nextId } from '../db'
import { badRequest, forbidden } from '../errors'
import { getProject, getRoom } from '../records'
import { compareInstants } from '../order'
import { chatMessageView, fullName, participantView } from '../views'
import { emitServerEvent } from './events'
import { notifyChatMentions } from './mentions'

function messagesOf(roomId: number): DbRecord<'chatMessages'>[] {
  return db.chatMessages.findMany((q) => q.where({ roomId })).sort((a, b) => a.id - b.id)
}

export function lastReadOf(roomId: number, userId: number): number {
  return db.chatReads.findFirst((q) => q.where({ roomId, userId }))?.lastReadMessageId ?? 0
}

/** Messages from others after the user's last-read marker. */
export function unreadCount(roomId: number, userId: number, messages = messagesOf(roomId)): number {
  const lastRead = lastReadOf(roomId, userId)
  let count = 0
  for (const message of messages) if (message.id > lastRead && message.senderId !== userId) count += 1
  return count
}

function preview(message: DbRecord<'chatMessages'>): string {
  if (message.type === 'text') return message.content
  return message.fileName ?? (message.type === 'image' ? 'Image' : 'File')
}

export function roomView(room: DbRecord<'chatRooms'>, userId: number): ChatRoom {
  const messages = messagesOf(room.id)
  const last = messages.at(-1)
  const participants = room.participantIds
    .map((id) => findById('users', id))
    .filter((user) => user !== undefined)
    .map(participantView)
  return {
    id: room.id,
    name: room.name,
    type: room.type,
    participants,
    unreadCount: unreadCount(room.id, userId, messages),
    lastMessage: last ? preview(last) : null,
    lastMessageTime: last ? last.timestamp : null,
    projectId: room.projectId,
  }
}

/** Rooms the user is in, most recent activity first. */
export function roomsOf(userId: number): ChatRoom[] {
  const rooms = db.chatRooms.findMany((q) => q.where((room) => room.participantIds.includes(userId)))
  const created = new Map(rooms.map((room) => [room.id, room.createdAt]))
  return rooms
    .map((room) => roomView(room, userId))
    .sort((a, b) => compareInstants(b.lastMessageTime ?? created.get(b.id) ?? '', a.lastMessageTime ?? created.get(a.id) ?? ''))
}

export function requireParticipant(roomId: number, userId: number): DbRecord<'chatRooms'> {
  const room = getRoom(roomId)
  if (!room.participantIds.includes(userId)) throw forbidden('You are not in this chat room')
  return room
}

export async function markRead(roomId: number, userId: number): Promise<void> {
  const last = messagesOf(roomId).at(-1)
  const lastReadMessageId = last?.id ?? 0
  const existing = db.chatReads.findFirst((q) => q.where({ roomId, userId }))
  if (existing) {
    if (existing.lastReadMessageId === lastReadMessageId) return
    await db.chatReads.update((q) => q.where({ roomId, userId }), {
      data(draft) {
        draft.lastReadMessageId = lastReadMessageId
      },
    })
  } else {
    await db.chatReads.create({ roomId, userId, lastReadMessageId })
  }
  emitServerEvent({ kind: 'room-changed', roomId, userIds: [userId] })
}

/**
 * Opens a room for its creator and the chosen participants (known users; at least one besides the
 * creator; exactly one in a direct chat), optionally tied to a project. Everyone in it sees it
 * appear in their room list.
 */
export async function createRoom(creator: DbRecord<'users'>, input: ChatRoomRequest): Promise<DbRecord<'chatRooms'>> {
  const name = input.name
  const others = [...new Set(input.participants)].filter((id) => id !== creator.id)
  if (others.length === 0) throw badRequest('Please select at least one participant')
  for (const id of others) {
    if (!findById('users', id)) throw badRequest(`Unknown participant ${id}`)
  }
  if (input.projectId !== undefined && input.projectId !== null) getProject(input.projectId)
  const participantIds = [creator.id, ...others]
  if (input.type === 'direct') {
    if (others.length !== 1) throw badRequest('A direct chat has exactly one other participant')
    // Assumption: a second direct chat with the same person opens the existing one.
    const existing = db.chatRooms.findFirst((q) =>
      q.where(
        (room) =>
          room.type === 'direct' &&
          room.participantIds.length === 2 &&
          participantIds.every((id) => room.participantIds.includes(id)),
      ),
    )
    if (existing) return existing
  }
  const room = await db.chatRooms.create({
    id: nextId('chatRooms'),
    name,
    type: input.type,
    participantIds,
    projectId: input.projectId ?? null,
    createdAt: isoNow(),
  })
  emitServerEvent({ kind: 'room-changed', roomId: room.id, userIds: participantIds })
  return room
}

/** Stores a message from a participant and tells the room and every participant's room list. */
export async function postMessage(
  roomId: number,
  sender: DbRecord<'users'>,
  input: ChatSend,
  timestamp: string = isoNow(),
): Promise<DbRecord<'chatMessages'>> {
  const room = requireParticipant(roomId, sender.id)
  const content = input.type === 'text' ? input.content.trim() : input.content
  if (content === '') throw badRequest('Message content is required')
  // The same rule the reader links by (issue 21): a web address, one of our own paths (no
  // backslash or encoded tricks) or an inline image; the server keeps nothing the reader would drop.
  if (input.type !== 'text' && safeFileUrl(content, input.type) === null) throw badRequest('A file or image message must point at a web address, a shared file or an inline image')
  const record = await db.chatMessages.create({
    id: nextId('chatMessages'),
    roomId,
    senderId: sender.id,
    senderName: fullName(sender),
    timestamp,
    type: input.type,
    content,
    fileName: input.fileName ?? null,
  })
  // Your own message is read by you.
  await markRead(roomId, sender.id)
  emitServerEvent({ kind: 'chat-message', message: chatMessageView(record) })
  emitServerEvent({ kind: 'room-changed', roomId, userIds: [...room.participantIds] })
  if (record.type === 'text') await notifyChatMentions(room, record.content, sender)
  return record
}
