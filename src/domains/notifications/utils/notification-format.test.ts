import { describe, expect, it } from 'vitest'
import { notificationMessage } from './notification-format'

describe('notification message', () => {
  it('shows a stored YYYY-MM-DD day as every other day in the app', () => {
    expect(notificationMessage('Task "Ship" is overdue (due 2026-11-21)')).toBe('Task "Ship" is overdue (due Nov 21, 2026)')
  })

  it('leaves messages already written that way, and non-days, alone', () => {
    expect(notificationMessage('Task "Ship" is overdue (due Nov 21, 2026)')).toBe('Task "Ship" is overdue (due Nov 21, 2026)')
    expect(notificationMessage('Ticket 2026-13-45 moved')).toBe('Ticket 2026-13-45 moved')
  })
})
