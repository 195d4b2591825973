import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { notifications } from '@mantine/notifications'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { today } from '../../../mocks/clock'
import { db, nextId } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { apiUrl } from '@/lib/config'
import { hold } from '@/test/hold'
import { renderApp } from '@/test/render'
import { CHECKLIST_MAX_HEIGHT } from './utils/layout'

const staffId = () => db.users.findFirst((q) => q.where({ username: 'staff' }), { strict: true }).id

/** Replaces the staff account's list for today with these items (already generated, so no template adds more). */
async function givenToday(items: { title: string; completed?: boolean }[]) {
  const userId = staffId()
  const date = today()
  db.checklistItems.deleteMany((q) => q.where({ userId, date }))
  if (!db.checklistDays.findFirst((q) => q.where({ userId, date }))) await db.checklistDays.create({ userId, date })
  for (const item of items) {
    await db.checklistItems.create({
      id: nextId('checklistItems'),
      title: item.title,
      completed: item.completed ?? false,
      createdAt: new Date().toISOString(),
      userId,
      date,
      templateId: null,
      completedAt: item.completed ? new Date().toISOString() : null,
    })
  }
}

const stored = () => db.checklistItems.findMany((q) => q.where({ userId: staffId(), date: today() }))
const progress = () => screen.getByTestId('checklist-progress').textContent
const list = () => screen.getByRole('list', { name: 'Today’s tasks' })

async function open(path = '/daily-checklist') {
  const view = await renderApp(path, { as: 'staff' })
  await screen.findByTestId('checklist-progress', {}, { timeout: 15_000 })
  return view
}

/** Unmounts and renders the app again from scratch: a reload as far as the client is concerned. */
async function reload(view: Awaited<ReturnType<typeof open>>) {
  view.unmount()
  return open()
}

describe('/daily-checklist', { timeout: 60_000 }, () => {
  // Toasts live in a module-level store; earlier tests' toasts would queue ahead of this test's.
  beforeEach(() => notifications.clean())

  it('shows today’s items from the server with progress, Back to Dashboard and a capped, scrolling list', async () => {
    await givenToday([{ title: 'Check the support inbox', completed: true }, { title: 'Update task statuses' }, { title: 'Attend the daily stand-up' }])
    const view = await open()
    expect(screen.getByRole('heading', { name: 'Daily Checklist' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard')
    expect(progress()).toBe('1/3 completed')
    expect(screen.getByRole('progressbar', { name: 'Checklist progress' })).toHaveAttribute('aria-valuenow', '33')
    expect(within(list()).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([true, false, false])
    expect(CHECKLIST_MAX_HEIGHT).toBe('calc(15rem * var(--mantine-scale))')
    expect(screen.getByTestId('checklist-scroll').getAttribute('style')).toContain('max-height: calc(15rem * var(--mantine-scale))')
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to Dashboard' }))
    await waitFor(() => expect(view.history.location.pathname).toBe('/dashboard'))
  })

  it('generates today’s items from the user’s active templates', async () => {
    const userId = staffId()
    db.checklistItems.deleteMany((q) => q.where({ userId, date: today() }))
    db.checklistDays.deleteMany((q) => q.where({ userId, date: today() }))
    db.checklistTemplates.clear()
    await db.checklistTemplates.create({ id: 1, title: 'Every single day', active: true, excludedDays: [], userIds: [userId] })
    await db.checklistTemplates.create({ id: 2, title: 'Switched off', active: false, excludedDays: [], userIds: [userId] })
    await open()
    expect(within(list()).getByRole('checkbox', { name: 'Every single day' })).toBeInTheDocument()
    expect(screen.queryByText('Switched off')).toBeNull()
    expect(progress()).toBe('0/1 completed')
  })

  it('adds a trimmed item through the server with the toast, ignores blank text, and keeps it after a reload', async () => {
    await givenToday([{ title: 'Existing' }])
    const user = userEvent.setup()
    const view = await open()
    const input = screen.getByRole('textbox', { name: 'New task' })
    const add = screen.getByRole('button', { name: 'Add' })
    await user.type(input, '   ')
    expect(add).toBeDisabled()
    await user.type(input, '{Enter}')
    expect(stored()).toHaveLength(1)
    await user.clear(input)
    await user.type(input, '  Call the client  {Enter}')
    expect(await screen.findByText('Daily task added')).toBeInTheDocument()
    await waitFor(() => expect(input).toHaveValue(''))
    expect(within(list()).getByRole('checkbox', { name: 'Call the client' })).toBeInTheDocument()
    expect(progress()).toBe('0/2 completed')
    expect(stored().map((item) => item.title)).toEqual(['Existing', 'Call the client'])
    await reload(view)
    expect(within(list()).getByRole('checkbox', { name: 'Call the client' })).toBeInTheDocument()
  })

  it('toggles items complete and back through the server; completing everything reads m/m and survives a reload', async () => {
    await givenToday([{ title: 'First' }, { title: 'Second', completed: true }])
    const user = userEvent.setup()
    const view = await open()
    await user.click(within(list()).getByRole('checkbox', { name: 'First' }))
    await waitFor(() => expect(progress()).toBe('2/2 completed'))
    // "Saving…" until the server has it, then the day is done.
    expect(await screen.findByText('All done for today')).toBeInTheDocument()
    await waitFor(() => expect(stored().every((item) => item.completed)).toBe(true))
    const again = await reload(view)
    expect(progress()).toBe('2/2 completed')
    await user.click(within(list()).getByRole('checkbox', { name: 'Second' }))
    await waitFor(() => expect(stored().find((item) => item.title === 'Second')?.completed).toBe(false))
    expect(progress()).toBe('1/2 completed')
    await reload(again)
    expect(within(list()).getByRole('checkbox', { name: 'Second' })).not.toBeChecked()
  })

  it('rolls a failed toggle back with a toast', async () => {
    await givenToday([{ title: 'Fragile' }])
    server.use(http.put(apiUrl('/staff/checklists/:id/complete'), () => HttpResponse.json({ message: 'no' }, { status: 500 })))
    const user = userEvent.setup()
    await open()
    await user.click(within(list()).getByRole('checkbox', { name: 'Fragile' }))
    expect(await screen.findByText('Failed to update daily task')).toBeInTheDocument()
    await waitFor(() => expect(within(list()).getByRole('checkbox', { name: 'Fragile' })).not.toBeChecked())
    expect(progress()).toBe('0/1 completed')
  })

  it('ticks an item while it is saving, and rolls a failure back before the list is fetched again', async () => {
    await givenToday([{ title: 'Fragile' }])
    const saving = hold('put', '/staff/checklists/:id/complete', { fail: true })
    const user = userEvent.setup()
    await open()
    await user.click(within(list()).getByRole('checkbox', { name: 'Fragile' }))
    expect(within(list()).getByRole('checkbox', { name: 'Fragile' })).toBeChecked()
    expect(progress()).toBe('1/1 completed')

    const refetch = hold('get', '/staff/checklists/user/:userId/today')
    saving.release()
    expect(await screen.findByText('Failed to update daily task')).toBeInTheDocument()
    await waitFor(() => expect(refetch.requested).toBe(true))
    expect(within(list()).getByRole('checkbox', { name: 'Fragile' })).not.toBeChecked()
    expect(progress()).toBe('0/1 completed')
    refetch.release()
  })

  it('says “Saving…” and asks before a reload while a change is on its way, and stops once the server has it', async () => {
    await givenToday([{ title: 'Slow one' }])
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.put(apiUrl('/staff/checklists/:id/complete'), async () => {
        await answered
        // Let the real handler store it.
        return undefined
      }),
    )
    const user = userEvent.setup()
    await open()
    await user.click(within(list()).getByRole('checkbox', { name: 'Slow one' }))
    expect(progress()).toBe('1/1 completed')
    expect(screen.getByRole('status')).toHaveTextContent('Saving…')
    expect(screen.queryByText('All done for today')).not.toBeInTheDocument()
    const leaving = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(leaving)
    expect(leaving.defaultPrevented).toBe(true)

    answer()
    expect(await screen.findByText('All done for today')).toBeInTheDocument()
    expect(screen.queryByText('Saving…')).not.toBeInTheDocument()
    expect(stored()[0]?.completed).toBe(true)
    const later = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(later)
    expect(later.defaultPrevented).toBe(false)
  })

  it('removes an item through the server, keeps it removed after a reload, and restores it when removing fails', async () => {
    await givenToday([{ title: 'Keep me' }, { title: 'Drop me' }])
    const user = userEvent.setup()
    const view = await open()
    await user.click(screen.getByRole('button', { name: 'Remove Drop me' }))
    await waitFor(() => expect(screen.queryByText('Drop me')).toBeNull())
    expect(await screen.findByText('Daily task removed')).toBeInTheDocument()
    await waitFor(() => expect(stored().map((item) => item.title)).toEqual(['Keep me']))
    await reload(view)
    expect(screen.queryByText('Drop me')).toBeNull()
    expect(progress()).toBe('0/1 completed')
    server.use(http.delete(apiUrl('/staff/checklists/:id'), () => HttpResponse.json({ message: 'no' }, { status: 500 })))
    await user.click(screen.getByRole('button', { name: 'Remove Keep me' }))
    expect(await screen.findByText('Failed to remove daily task')).toBeInTheDocument()
    expect(within(list()).getByRole('checkbox', { name: 'Keep me' })).toBeInTheDocument()
  })

  it('searches by title in the URL; progress still counts the whole day', async () => {
    await givenToday([{ title: 'Water the plants' }, { title: 'Review pull requests', completed: true }])
    const user = userEvent.setup()
    const view = await open()
    await user.type(screen.getByRole('textbox', { name: 'Search checklist' }), 'water')
    await waitFor(() => expect(view.history.location.search).toContain('q=water'))
    await waitFor(() => expect(within(list()).getAllByRole('checkbox')).toHaveLength(1))
    expect(progress()).toBe('1/2 completed')
    view.unmount()
    await open('/daily-checklist?q=zzz')
    expect(screen.getByText('No tasks found')).toBeInTheDocument()
    expect(screen.getByText('No tasks match “zzz”. Try another search.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Search checklist' })).toHaveValue('zzz')
  })
})
