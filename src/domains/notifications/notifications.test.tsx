import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { notifications } from '@mantine/notifications'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiPaths } from '@/contract/paths'
import type { NotificationType } from '@/contract/schemas'
import { apiUrl } from '@/lib/config'
import { type LiveBackend, startLiveBackend } from '@/test/live-backend'
import { renderApp } from '@/test/render'
import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { notify } from '../../../mocks/services/notifications'
import { notificationQueries } from './api/notifications-api'
import { unreadBadgeLabel } from './utils/notification-format'

let live: LiveBackend | null = null
// Mantine's toast store outlives a test's render: start each test without earlier toasts.
beforeEach(() => notifications.clean())
afterEach(() => {
  live?.stop()
  live = null
  vi.restoreAllMocks()
})

function staff() {
  return db.users.findFirst((q) => q.where({ username: 'staff' }), { strict: true })
}

/** Staff's unread list, exactly: the seed's are marked read first. */
async function givenUnread(items: { message: string; type?: NotificationType; taskId?: number | null; projectId?: number | null }[]) {
  const userId = staff().id
  await db.notifications.updateMany((q) => q.where({ userId }), { data: (draft) => void (draft.read = true) })
  // Nothing may turn overdue behind the test's back.
  await db.tasks.updateMany((q) => q.where({ assigneeId: userId }), { data: (draft) => void (draft.overdueNotified = true) })
  const created = []
  for (const item of items) {
    created.push(
      (await notify({ userId, actorId: null, type: item.type ?? 'TASK_ASSIGNED', message: item.message, taskId: item.taskId, projectId: item.projectId }))!,
    )
  }
  return created
}

/**
 * A light page of staff's to start on: the dashboard's loader holds the whole shell back until
 * hundreds of tasks have rendered, which is slow in jsdom.
 */
function startPage(): string {
  const task = db.tasks.findMany((q) => q.where({ assigneeId: staff().id })).at(-1)
  if (!task) throw new Error('Staff has no task in the seed')
  return `/tasks/${task.id}`
}

const unreadOf = (userId: number) => db.notifications.findMany((q) => q.where({ userId, read: false }))

async function openBell(name: RegExp | string = /^Notifications/) {
  await userEvent.click(await screen.findByRole('button', { name }))
  const panel = await screen.findByRole('dialog')
  // The popover fades in: wait until its content is visible.
  await within(panel).findByRole('button', { name: 'Mark all as read' })
  return panel
}

describe('unread badge label', () => {
  it("shows the count, '99+' above 99, and nothing at zero", () => {
    expect(unreadBadgeLabel(0)).toBeNull()
    expect(unreadBadgeLabel(-1)).toBeNull()
    expect(unreadBadgeLabel(1)).toBe('1')
    expect(unreadBadgeLabel(99)).toBe('99')
    expect(unreadBadgeLabel(100)).toBe('99+')
  })
})

describe('notifications bell', () => {
  it('shows the unread count and lists message, type and relative time', async () => {
    const task = db.tasks.findFirst((q) => q.where({ assigneeId: staff().id }), { strict: true })
    await givenUnread([
      { message: 'Older one', type: 'COMMENT_ADDED', taskId: task.id },
      { message: 'Newest one', type: 'TASK_ASSIGNED', taskId: task.id },
    ])
    await renderApp(startPage(), { as: 'staff' })
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' })
    expect(within(bell.parentElement!).getByText('2')).toBeInTheDocument()
    const panel = await openBell()
    const items = within(panel).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Newest one')
    expect(within(items[0]!).getByText('Task assigned')).toBeInTheDocument()
    expect(within(items[1]!).getByText('Comment added')).toBeInTheDocument()
    expect(within(items[0]!).getByText('a few seconds ago')).toBeInTheDocument()
  })

  it('keyboard: Enter opens it with focus on the newest notification, Tab stays inside, Escape closes it and focus returns to the bell', async () => {
    await givenUnread([{ message: 'Older one' }, { message: 'Newest one' }])
    await renderApp(startPage(), { as: 'staff' })
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' })
    bell.focus()
    await userEvent.keyboard('{Enter}')
    const panel = await screen.findByRole('dialog')
    const newest = within(panel).getByText('Newest one').closest('button')!
    await waitFor(() => expect(newest).toHaveFocus())
    for (let step = 0; step < 6; step++) {
      await userEvent.tab()
      expect(panel).toContainElement(document.activeElement as HTMLElement)
    }
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // The panel's code loads on first use, and its own bell button replaces the stand-in.
    await waitFor(() => expect(screen.getByRole('button', { name: /^Notifications/ })).toHaveFocus())
  })

  it("shows '99+' with 150 unread", async () => {
    await givenUnread(Array.from({ length: 150 }, (_, index) => ({ message: `Update ${index + 1}` })))
    await renderApp(startPage(), { as: 'staff' })
    expect(await screen.findByRole('button', { name: 'Notifications, 99+ unread' })).toBeInTheDocument()
    expect(screen.getByText('99+')).toBeInTheDocument()
    const panel = await openBell()
    expect(within(panel).getAllByRole('listitem')).toHaveLength(150)
  })

  it("says 'Loading notifications...' and then 'No new notifications'", async () => {
    await givenUnread([])
    server.use(
      http.get(apiUrl(apiPaths.notifications.unread(':userId')), async () => {
        await delay(400)
        return HttpResponse.json([])
      }),
    )
    await renderApp(startPage(), { as: 'staff' })
    const panel = await openBell('Notifications')
    expect(within(panel).getByText('Loading notifications...')).toBeInTheDocument()
    expect(await within(panel).findByText('No new notifications')).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled()
  })

  it('marks one read with its close button: the count drops by one', async () => {
    await givenUnread([{ message: 'First' }, { message: 'Second' }, { message: 'Third' }])
    await renderApp(startPage(), { as: 'staff' })
    const panel = await openBell('Notifications, 3 unread')
    const second = within(panel).getByText('Second').closest('li')!
    await userEvent.click(within(second).getByRole('button', { name: 'Mark as read' }))
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument()
    expect(within(panel).queryByText('Second')).not.toBeInTheDocument()
    await waitFor(() => expect(unreadOf(staff().id).map((item) => item.message).sort()).toEqual(['First', 'Third']))
  })

  it('opens the task a notification is about and marks it read', async () => {
    const task = db.tasks.findMany((q) => q.where({ assigneeId: staff().id }))[0]!
    expect(startPage()).not.toBe(`/tasks/${task.id}`)
    await givenUnread([{ message: 'Look at this task', taskId: task.id, projectId: task.projectId }, { message: 'Another' }])
    const { history } = await renderApp(startPage(), { as: 'staff' })
    const panel = await openBell('Notifications, 2 unread')
    await userEvent.click(within(panel).getByText('Look at this task'))
    await waitFor(() => expect(history.location.pathname).toBe(`/tasks/${task.id}`))
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument()
    await waitFor(() => expect(unreadOf(staff().id)).toHaveLength(1))
  })

  it('opens the project when the notification is about a project only', async () => {
    const project = db.projects.findFirst((q) => q.where((candidate) => candidate.memberIds.includes(staff().id)), { strict: true })
    await givenUnread([{ message: 'You joined a project', type: 'MEMBER_ADDED', projectId: project.id }])
    const { history } = await renderApp(startPage(), { as: 'staff' })
    const panel = await openBell('Notifications, 1 unread')
    await userEvent.click(within(panel).getByText('You joined a project'))
    await waitFor(() => expect(history.location.pathname).toBe(`/projects/${project.id}`))
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument()
  })

  it('marks all as read', async () => {
    await givenUnread([{ message: 'One' }, { message: 'Two' }])
    await renderApp(startPage(), { as: 'staff' })
    const panel = await openBell('Notifications, 2 unread')
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }))
    expect(await within(panel).findByText('No new notifications')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument()
    await waitFor(() => expect(unreadOf(staff().id)).toHaveLength(0))
  })

  it('marks all as read while the list is being fetched again: the late list does not bring them back', async () => {
    await givenUnread([{ message: 'One' }, { message: 'Two' }])
    const { queryClient } = await renderApp(startPage(), { as: 'staff' })
    const panel = await openBell('Notifications, 2 unread')
    const key = notificationQueries.unread(staff().id).queryKey
    // The server answers with the list as it stood when the fetch left, but only when released.
    const before = queryClient.getQueryData(key)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let fetching = false
    server.use(
      http.get(apiUrl(apiPaths.notifications.unread(':userId')), async () => {
        fetching = true
        await held
        return HttpResponse.json(before)
      }),
    )
    act(() => void queryClient.invalidateQueries({ queryKey: key }))
    await waitFor(() => expect(fetching).toBe(true))

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }))
    expect(await within(panel).findByText('No new notifications')).toBeInTheDocument()
    await waitFor(() => expect(unreadOf(staff().id)).toHaveLength(0))
    await act(async () => {
      release()
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    await waitFor(() => expect(queryClient.isFetching({ queryKey: key })).toBe(0))
    expect(within(panel).queryByText('One')).not.toBeInTheDocument()
    expect(within(panel).getByText('No new notifications')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument()
  })

  it('shows a pushed notification live: on top, count up, a New Notification toast', async () => {
    await givenUnread([{ message: 'Already here' }])
    const shown = vi.spyOn(notifications, 'show')
    live = startLiveBackend()
    await renderApp(startPage(), { as: 'staff' })
    await screen.findByRole('button', { name: 'Notifications, 1 unread' })
    await waitFor(() => expect(live!.broker.connectionCount()).toBe(1))
    // Let SUBSCRIBE reach the broker (mock-socket delivers on a timer).
    await new Promise((resolve) => setTimeout(resolve, 50))
    await act(async () => {
      await notify({ userId: staff().id, actorId: null, type: 'COMMENT_ADDED', message: 'Ada commented on "Ship it"' })
    })
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument()
    const toast = (await screen.findByText('New Notification')).closest('.mantine-Notification-root')
    expect(toast).not.toBeNull()
    expect(within(toast as HTMLElement).getByText('Ada commented on "Ship it"')).toBeInTheDocument()
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ title: 'New Notification', autoClose: 5000 }))
    const panel = await openBell('Notifications, 2 unread')
    const items = within(panel).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('Ada commented on "Ship it"')
    expect(items[1]).toHaveTextContent('Already here')
  })

  it('only logs a failed fetch or mark-read, without a toast', async () => {
    await givenUnread([{ message: 'Stays unread' }])
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.post(apiUrl(apiPaths.notifications.read(':id')), () => HttpResponse.json({ message: 'no' }, { status: 500 })))
    await renderApp(startPage(), { as: 'staff' })
    const panel = await openBell('Notifications, 1 unread')
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark as read' }))
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to mark notification as read', expect.anything()))
    // It comes back: the server still has it unread.
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument()

    server.use(http.get(apiUrl(apiPaths.notifications.unread(':userId')), () => HttpResponse.json({ message: 'no' }, { status: 500 })))
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark as read' }))
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to fetch notifications', expect.anything()))
    expect(screen.queryByText('Error')).not.toBeInTheDocument()
    expect(document.querySelector('.mantine-Notification-root')).toBeNull()
  })
})
