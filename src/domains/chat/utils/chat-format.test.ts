import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '@/contract/schemas'
import { dayLabel, rowsByDay, safeFileUrl, unreadLabel } from './chat-format'

const now = new Date(2025, 2, 12, 10, 30)
const message = (id: number, timestamp: Date): ChatMessage => ({
  id,
  roomId: 1,
  senderId: 2,
  senderName: 'Ana Lee',
  timestamp: timestamp.toISOString(),
  type: 'text',
  content: `m${id}`,
  fileName: null,
})

describe('chat formatting', () => {
  it('shows the unread count, 9+ above 9, nothing at 0', () => {
    expect(unreadLabel(0)).toBeNull()
    expect(unreadLabel(1)).toBe('1')
    expect(unreadLabel(9)).toBe('9')
    expect(unreadLabel(10)).toBe('9+')
    expect(unreadLabel(250)).toBe('9+')
  })

  it('labels days Today, Yesterday, or the full date (by the local calendar day)', () => {
    expect(dayLabel(new Date(2025, 2, 12, 0, 1).toISOString(), now)).toBe('Today')
    expect(dayLabel(new Date(2025, 2, 11, 23, 59).toISOString(), now)).toBe('Yesterday')
    expect(dayLabel(new Date(2025, 2, 10, 12, 0).toISOString(), now)).toBe('Monday, March 10, 2025')
  })

  it('puts a day heading before the first message of each day', () => {
    const rows = rowsByDay([message(1, new Date(2025, 2, 10, 9)), message(2, new Date(2025, 2, 10, 11)), message(3, new Date(2025, 2, 12, 8))], now)
    expect(rows.map((row) => (row.kind === 'day' ? row.label : row.message.content))).toEqual(['Monday, March 10, 2025', 'm1', 'm2', 'Today', 'm3'])
  })

  it('links files only to web addresses, the app’s own paths or inline images', () => {
    expect(safeFileUrl('/api/chat/files/3', 'file')).toBe('/api/chat/files/3')
    expect(safeFileUrl('https://files.example.com/a.pdf', 'file')).toBe('https://files.example.com/a.pdf')
    expect(safeFileUrl('data:image/png;base64,AAAA', 'image')).toBe('data:image/png;base64,AAAA')
    expect(safeFileUrl('data:text/html;base64,AAAA', 'file')).toBeNull()
    expect(safeFileUrl('javascript:alert(1)', 'file')).toBeNull()
    expect(safeFileUrl('//evil.example/x', 'image')).toBeNull()
  })

  it('refuses own-path look-alikes that lead to another site (issue 21)', () => {
    for (const trick of ['/\\evil.example/x', '\\\\evil.example/x', '/%5Cevil.example/x', '/%5cevil.example', '/%2F%2Fevil.example', '/%255Cevil.example', '/\t/evil.example', '/\n/evil.example', ' /\\evil.example']) {
      expect(safeFileUrl(trick, 'file'), JSON.stringify(trick)).toBeNull()
    }
    expect(safeFileUrl('/api/chat/files/Zk3_-a', 'image')).toBe('/api/chat/files/Zk3_-a')
  })
})
