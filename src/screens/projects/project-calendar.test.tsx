import { notifications } from '@mantine/notifications'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { apiUrl } from '@/lib/config'
import { isoDay } from '@/lib/dates'
import { rangeTitle } from '@/domains/tasks/utils/calendar-days'
import { renderApp } from '@/test/render'

beforeEach(() => notifications.clean())

const PROJECT = 1
const projectTasks = () => db.tasks.all().filter((task) => task.projectId === PROJECT)

async function setTask(id: number, change: { dueDate?: string | null; startDate?: string | null; status?: 'TODO' | 'COMPLETED' }) {
  await db.tasks.update((q) => q.where({ id }), { strict: true, data: (draft) => void Object.assign(draft, change) })
}

const day = (name: RegExp) => screen.getByRole('group', { name })
const liveRegion = () => document.querySelector('[id^="DndLiveRegion"]')!
/** dnd-kit listens for the keys after a drag has started, from the next task. */
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

async function openCalendar(path: string) {
  const view = await renderApp(path, { as: 'manager' })
  await screen.findAllByRole('group', { name: /^Monday, / }, { timeout: 15_000 })
  return view
}

/** Picks the task up by keyboard, presses the keys, and drops it. */
async function moveByKeyboard(link: HTMLElement, keys: string[]) {
  link.focus()
  fireEvent.keyDown(link, { code: 'Space', key: ' ' })
  await nextTask()
  for (const code of keys) {
    fireEvent.keyDown(document.activeElement ?? link, { code, key: code })
    await nextTask()
  }
  await nextTask()
  fireEvent.keyDown(document.activeElement ?? link, { code: 'Space', key: ' ' })
}

describe('the project calendar', { timeout: 60_000 }, () => {
  it('shows each task on its due day: overdue in the destructive colour, completed struck through, undated below', async () => {
    const [late, done, later, undated] = projectTasks()
    await setTask(late!.id, { dueDate: '2020-03-10', startDate: null, status: 'TODO' })
    await setTask(done!.id, { dueDate: '2020-03-10', startDate: null, status: 'COMPLETED' })
    await setTask(later!.id, { dueDate: '2020-03-31', startDate: null, status: 'TODO' })
    await setTask(undated!.id, { dueDate: null })
    await openCalendar(`/projects/${PROJECT}?view=calendar&date=2020-03-10`)

    expect(screen.getByRole('heading', { name: 'March 2020' })).toBeInTheDocument()
    // March 2020 starts on a Sunday: the grid opens on Monday, February 24, dimmed.
    const days = screen.getAllByRole('group').filter((group) => group.hasAttribute('data-day'))
    expect(days[0]).toHaveAttribute('data-day', '2020-02-24')
    expect(days[0]).toHaveAttribute('data-outside')
    expect(days).toHaveLength(42)

    const tuesday = day(/^Tuesday, March 10, 2 tasks$/)
    const lateChip = within(tuesday).getByRole('link', { name: late!.title }).closest('li')!
    expect(lateChip).toHaveAttribute('data-overdue')
    expect(lateChip).toHaveTextContent(/overdue/)
    const doneChip = within(tuesday).getByRole('link', { name: done!.title }).closest('li')!
    expect(doneChip).toHaveAttribute('data-done')
    expect(doneChip).not.toHaveAttribute('data-overdue')
    expect(within(tuesday).getByRole('link', { name: late!.title })).toHaveAttribute('href', `/tasks/${late!.id}`)
    expect(within(day(/^Tuesday, March 31, 1 task$/)).getByRole('link', { name: later!.title })).toBeInTheDocument()
    expect(within(screen.getByRole('group', { name: /^No due date, / })).getByRole('link', { name: undated!.title })).toBeInTheDocument()
  })

  it('shows three tasks a day and the rest behind "+N more"', async () => {
    const five = projectTasks().slice(0, 5)
    for (const task of five) await setTask(task.id, { dueDate: '2030-06-12', startDate: null })
    await openCalendar(`/projects/${PROJECT}?view=calendar&date=2030-06-01`)
    const wednesday = day(/^Wednesday, June 12, 5 tasks$/)
    expect(within(wednesday).getAllByRole('link')).toHaveLength(3)
    await userEvent.click(within(wednesday).getByRole('button', { name: '+2 more' }))
    expect(within(wednesday).getAllByRole('link')).toHaveLength(5)
    expect(within(wednesday).getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true')
  })

  it('moves a task a day by keyboard, announces it, saves it and shows the success toast', async () => {
    const task = projectTasks()[0]!
    await setTask(task.id, { dueDate: '2030-06-12', startDate: null })
    await openCalendar(`/projects/${PROJECT}?view=calendar&date=2030-06-01`)
    const link = within(day(/^Wednesday, June 12, 1 task$/)).getByRole('link', { name: task.title })

    await moveByKeyboard(link, ['ArrowRight', 'ArrowDown', 'ArrowLeft'])
    await waitFor(() => expect(liveRegion()).toHaveTextContent(`Task ${task.title} moved to Wednesday, June 19.`))
    await waitFor(() => expect(within(day(/^Wednesday, June 19, 1 task$/)).getByRole('link', { name: task.title })).toBeInTheDocument())
    expect(await screen.findByText('Task updated successfully')).toBeInTheDocument()
    expect(db.tasks.findFirst((q) => q.where({ id: task.id }))!.dueDate).toBe('2030-06-19')
  })

  it('rolls the move back with the failure toast when the server refuses', async () => {
    const task = projectTasks()[0]!
    await setTask(task.id, { dueDate: '2030-06-12', startDate: null })
    server.use(http.put(apiUrl(`/staff/tasks/${task.id}`), () => HttpResponse.json({ message: 'Simulated failure' }, { status: 500 })))
    await openCalendar(`/projects/${PROJECT}?view=calendar&date=2030-06-01`)
    const link = within(day(/^Wednesday, June 12, 1 task$/)).getByRole('link', { name: task.title })

    await moveByKeyboard(link, ['ArrowRight'])
    expect(await screen.findByText('Failed to update task')).toBeInTheDocument()
    await waitFor(() => expect(within(day(/^Wednesday, June 12, 1 task$/)).getByRole('link', { name: task.title })).toBeInTheDocument())
    expect(day(/^Thursday, June 13, 0 tasks$/)).toBeInTheDocument()
    expect(db.tasks.findFirst((q) => q.where({ id: task.id }))!.dueDate).toBe('2030-06-12')
  })

  it('refuses a day before the task starts, with the form’s message', async () => {
    const task = projectTasks()[0]!
    await setTask(task.id, { dueDate: '2030-06-12', startDate: '2030-06-12' })
    await openCalendar(`/projects/${PROJECT}?view=calendar&date=2030-06-01`)
    const link = within(day(/^Wednesday, June 12, 1 task$/)).getByRole('link', { name: task.title })

    await moveByKeyboard(link, ['ArrowLeft'])
    expect(await screen.findByText('Due date must not be before the start date')).toBeInTheDocument()
    expect(liveRegion()).toHaveTextContent(`Task ${task.title} cannot be due before it starts; it stays where it was.`)
    expect(within(day(/^Wednesday, June 12, 1 task$/)).getByRole('link', { name: task.title })).toBeInTheDocument()
  })

  it('keeps the range and the date in the URL; a bad date opens today', async () => {
    const today = isoDay()
    const { history } = await openCalendar(`/projects/${PROJECT}?view=calendar&range=week&date=2030-02-30`)
    expect(screen.getByRole('heading', { name: rangeTitle(today, 'week') })).toBeInTheDocument()
    expect(screen.getAllByRole('group').filter((group) => group.hasAttribute('data-day'))).toHaveLength(7)

    await userEvent.click(screen.getByRole('button', { name: 'Next week' }))
    await waitFor(() => expect(history.location.search).toContain('range=week'))
    const next = new URLSearchParams(history.location.search).get('date')
    expect(next).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(screen.getByRole('heading', { name: rangeTitle(next!, 'week') })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('radio', { name: 'Month' }))
    await waitFor(() => expect(history.location.search).not.toContain('range='))
    expect(screen.getByRole('heading', { name: rangeTitle(next!, 'month') })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Today' }))
    await waitFor(() => expect(history.location.search).not.toContain('date='))
    expect(screen.getByRole('heading', { name: rangeTitle(today, 'month') })).toBeInTheDocument()
  })
})
