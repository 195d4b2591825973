import { db, nextId } from '../../../mocks/db'
import { DEMO_IDS } from '../../../mocks/seed'
import { seeded } from '../../support/seed'
import { apiPaths } from '@/contract/paths'
import { apiUrl } from '@/lib/config'
import { type LiveBackend, startLiveBackend } from '@/test/live-backend'

let live: LiveBackend | null = null

/**
 * A story loader: the in-page STOMP broker on (the chat connects and shows 'Connected') or off
 * (the connection never comes up). Returns `{ live }` so a play function can drop or stop it.
 */
export function realtime(on: boolean) {
  return async () => {
    await seeded()
    live?.stop()
    live = on ? startLiveBackend() : null
    return { live }
  }
}

const LINES = [
  'Morning all! Stand-up in 5 minutes.',
  'Can someone review my latest changes?\nThe branch is feature/checkout-summary.',
  'Pushed the fix, let me know if it works for you.',
  'Sounds good to me.',
  'Great demo today, well done everyone. The client loved the new dashboard and asked for a follow-up next week.',
  'On it.',
]

const ILLUSTRATION = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#e7f5ff"/><rect x="24" y="24" width="120" height="132" rx="8" fill="#4dabf7"/><rect x="160" y="24" width="136" height="60" rx="8" fill="#ffd43b"/><rect x="160" y="96" width="136" height="60" rx="8" fill="#69db7c"/></svg>',
)}`

/**
 * A story loader: a team room of the demo staff with `count` messages over the last days (with an
 * image and a file when `attachments`), `unread` of them not yet read. Returns `{ roomId }`.
 */
export function roomWithMessages(name: string, count: number, options: { unread?: number; attachments?: boolean } = {}) {
  return async () => {
    await seeded()
    const people = db.users.findMany((q) => q.where((user) => user.id >= DEMO_IDS.staff)).slice(0, 4)
    const room = await db.chatRooms.create({
      id: nextId('chatRooms'),
      name,
      type: 'team',
      participantIds: people.map((person) => person.id),
      projectId: null,
      createdAt: new Date(Date.now() - 20 * 86_400_000).toISOString(),
    })
    const span = 6 * 86_400_000
    const ids: number[] = []
    for (let n = 0; n < count; n += 1) {
      const sender = people[n % people.length]!
      const timestamp = new Date(Date.now() - span + ((n + 1) * span) / count - 60_000).toISOString()
      let message = { type: 'text' as 'text' | 'image' | 'file', content: LINES[n % LINES.length]!, fileName: null as string | null }
      if (options.attachments && n === count - 4) {
        const file = await db.files.create({ id: nextId('files'), key: `story-wireframe-${room.id}`, roomId: room.id, fileName: 'wireframe.svg', contentType: 'image/svg+xml', size: 420, dataUrl: ILLUSTRATION })
        message = { type: 'image', content: apiUrl(apiPaths.chat.file(file.key)), fileName: file.fileName }
      } else if (options.attachments && n === count - 3) {
        const file = await db.files.create({ id: nextId('files'), key: `story-notes-${room.id}`, roomId: room.id, fileName: 'release-notes.txt', contentType: 'text/plain', size: 24, dataUrl: `data:text/plain;base64,${btoa('Release 2.4: chat is live')}` })
        message = { type: 'file', content: apiUrl(apiPaths.chat.file(file.key)), fileName: file.fileName }
      }
      const record = await db.chatMessages.create({
        id: nextId('chatMessages'),
        roomId: room.id,
        senderId: sender.id,
        senderName: `${sender.firstName} ${sender.lastName}`,
        timestamp,
        ...message,
      })
      ids.push(record.id)
    }
    const unread = options.unread ?? 0
    await db.chatReads.create({ roomId: room.id, userId: DEMO_IDS.staff, lastReadMessageId: ids[ids.length - 1 - unread] ?? 0 })
    return { roomId: room.id }
  }
}
