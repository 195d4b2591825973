import { notifications } from '@mantine/notifications'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notifyLive } from './notify'

afterEach(() => vi.restoreAllMocks())

describe('notifyLive', () => {
  it('gathers arrivals in a burst into one toast', () => {
    const show = vi.spyOn(notifications, 'show')
    const update = vi.spyOn(notifications, 'update')
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000)
    notifyLive('probe', 'First', 'New Notification', 5000)
    notifyLive('probe', 'Second', 'New Notification', 5000)
    notifyLive('probe', 'Third', 'New Notification', 5000)
    expect(show).toHaveBeenCalledTimes(1)
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'New Notification', message: 'First', autoClose: 5000 }))
    expect(update).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'First — and 2 more' }))
  })

  it('shows a new toast once the burst is over', () => {
    const show = vi.spyOn(notifications, 'show')
    const now = vi.spyOn(Date, 'now').mockReturnValue(2_000_000)
    notifyLive('later', 'One', 'New Notification', 5000)
    now.mockReturnValue(2_010_000)
    notifyLive('later', 'Two', 'New Notification', 5000)
    expect(show).toHaveBeenCalledTimes(2)
  })

  it('shows a new toast when the burst’s toast has already closed, however close the arrivals are', () => {
    const show = vi.spyOn(notifications, 'show')
    const now = vi.spyOn(Date, 'now').mockReturnValue(3_000_000)
    notifyLive('steady', 'One', 'New Notification', 5000)
    expect(show).toHaveBeenCalledTimes(1)
    // Its time ran out (or the user closed it) while arrivals kept coming a second apart.
    notifications.hide(String(show.mock.calls[0]![0].id))
    notifications.clean()
    now.mockReturnValue(3_001_000)
    notifyLive('steady', 'Two', 'New Notification', 5000)
    expect(show).toHaveBeenCalledTimes(2)
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'Two' }))
  })
})

