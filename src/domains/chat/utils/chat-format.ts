/** How chat shows counts, days and times (SPEC §2, §9). */
import dayjs from 'dayjs'
import relativeTime from 'dayjs/plugin/relativeTime'
import type { ChatMessage } from '@/contract/schemas'

dayjs.extend(relativeTime)

/** SPEC §9: chat room badges show '9+' above 9; nothing when everything is read. */
export function unreadLabel(count: number): string | null {
  if (count <= 0) return null
  return count > 9 ? '9+' : String(count)
}

/** 'Today', 'Yesterday', or the full date, e.g. 'Monday, March 3, 2025'. */
export function dayLabel(timestamp: string, now: Date = new Date()): string {
  const day = dayjs(timestamp).startOf('day')
  const today = dayjs(now).startOf('day')
  if (day.isSame(today)) return 'Today'
  if (day.isSame(today.subtract(1, 'day'))) return 'Yesterday'
  return day.format('dddd, MMMM D, YYYY')
}

export function messageTime(timestamp: string): string {
  return dayjs(timestamp).format('h:mm A')
}

/** E.g. '5 minutes ago'; a time a little ahead of this clock still reads 'just now'. */
export function relativeTimeOf(timestamp: string, now: Date = new Date()): string {
  const time = dayjs(timestamp)
  if (Math.abs(time.diff(now, 'second')) < 45) return 'just now'
  return time.from(now)
}

export type ChatRow =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'message'; key: string; message: ChatMessage; pending?: PendingState }

export type PendingState = 'sending' | 'failed'

/** Messages in order with a day heading before each new day: the rows of the conversation. */
export function rowsByDay(
  messages: readonly (ChatMessage & { pending?: PendingState; localKey?: string })[],
  now: Date = new Date(),
): ChatRow[] {
  const rows: ChatRow[] = []
  let currentDay = ''
  for (const message of messages) {
    const day = dayjs(message.timestamp).format('YYYY-MM-DD')
    if (day !== currentDay) {
      currentDay = day
      rows.push({ kind: 'day', key: `day-${day}`, label: dayLabel(message.timestamp, now) })
    }
    rows.push({ kind: 'message', key: message.localKey ?? `m-${message.id}`, message, pending: message.pending })
  }
  return rows
}

/**
 * Where a file or image message may point: http(s), the app's own paths, or an inline image.
 * Anything else (e.g. `javascript:`) is not linked, since other people write these messages.
 */
export function safeFileUrl(url: string, kind: 'file' | 'image'): string | null {
  const trimmed = url.trim()
  if (kind === 'image' && /^data:image\/(png|jpe?g|gif|webp);base64,/i.test(trimmed)) return trimmed
  if (trimmed.startsWith('/')) return isOwnPath(trimmed) ? trimmed : null
  try {
    const parsed = new URL(trimmed)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null
  } catch {
    return null
  }
}

// eslint-disable-next-line no-control-regex -- browsers drop these from URLs, so `/\t/evil.example` is `//evil.example`
const PATH_NOISE = /[\u0000-\u0020\u007f-\u009f]/

/**
 * Whether a path stays on this origin: browsers read `\` as `/`, so `/\evil.example` and `\\evil`
 * lead elsewhere; encoded slashes and backslashes (`/%5Cevil`, doubly encoded too) are refused alike.
 */
function isOwnPath(path: string): boolean {
  let decoded = path
  for (let round = 0; round < 3; round += 1) {
    if (PATH_NOISE.test(decoded) || decoded.includes('\\') || /^\/\//.test(decoded)) return false
    let next: string
    try {
      next = decodeURIComponent(decoded)
    } catch {
      return false
    }
    if (next === decoded) break
    decoded = next
  }
  if (/%(?:2f|5c)/i.test(decoded)) return false
  try {
    return new URL(path, 'https://own.invalid').origin === 'https://own.invalid'
  } catch {
    return false
  }
}
