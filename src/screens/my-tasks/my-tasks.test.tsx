import { notifications } from '@mantine/notifications'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { apiUrl } from '@/lib/config'
import { isoDay } from '@/lib/dates'
import { renderApp } from '@/test/render'
import { endOfWeekDay } from './utils/my-task-sections'

// Mantine keeps toasts in a module-level store: without this, earlier tests' toasts fill the limit.
beforeEach(() => notifications.clean())

const STAFF_ID = 3
const mine = () => db.tasks.all().filter((task) => task.assigneeId === STAFF_ID)
const sectionNamed = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name},`) })
const headings = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.getAttribute('aria-label'))
const plural = (count: number) => (count === 1 ? '1 task' : `${count} tasks`)

/** The sections the seeded store gives the staff user, counted here without the screen's grouping. */
function expectedSections(showCompleted = false) {
  const today = isoDay()
  const weekEnd = endOfWeekDay()
  const open = mine().filter((task) => task.status !== 'COMPLETED')
  const rows: [string, number][] = [
    ['Overdue', open.filter((task) => task.dueDate !== null && task.dueDate < today).length],
    ['Today', open.filter((task) => task.dueDate === today).length],
    ['This week', open.filter((task) => task.dueDate !== null && task.dueDate > today && task.dueDate <= weekEnd).length],
    ['Later', open.filter((task) => task.dueDate !== null && task.dueDate > weekEnd).length],
    ['No date', open.filter((task) => task.dueDate === null).length],
  ]
  if (showCompleted) rows.push(['Completed', mine().length - open.length])
  return rows.filter(([, count]) => count > 0).map(([name, count]) => `${name}, ${plural(count)}`)
}

async function ready() {
  await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0), { timeout: 15_000 })
}

describe('/my-tasks', { timeout: 60_000 }, () => {
  it("shows only the staff user's open tasks, in sections with their counts", async () => {
    const undated = mine().find((task) => task.status === 'TODO')!
    await db.tasks.update((q) => q.where({ id: undated.id }), { strict: true, data: (draft) => void (draft.dueDate = null) })
    await renderApp('/my-tasks', { as: 'staff' })
    await ready()
    expect(screen.getByRole('heading', { name: 'My Tasks', level: 1 })).toBeInTheDocument()
    expect(headings()).toEqual(expectedSections())
    expect(headings()).toContain('No date, 1 task')
    expect(within(sectionNamed('No date')).getByRole('link', { name: undated.title })).toHaveAttribute('href', `/tasks/${undated.id}`)
    const open = mine().filter((task) => task.status !== 'COMPLETED').length
    expect(screen.getByText(`${open} open tasks`)).toBeInTheDocument()
    // The seed gives staff a few overdue tasks: shown in the destructive colour, sorted by due date.
    const overdue = sectionNamed('Overdue')
    expect(overdue.querySelector('h2')).toHaveAttribute('data-overdue')
    const dueDates = within(overdue)
      .getAllByRole('link')
      .map((link) => mine().find((task) => task.title === link.textContent)!.dueDate!)
    expect(dueDates).toEqual([...dueDates].sort())
    expect(screen.queryByRole('region', { name: /^Completed,/ })).toBeNull()
  })

  it('sorts each section by the field and direction in the URL (issue 20)', async () => {
    const user = userEvent.setup()
    const { history } = await renderApp('/my-tasks', { as: 'staff' })
    await ready()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Title')
    await waitFor(() => expect(history.location.search).toContain('sort=title'))
    const titles = () => within(sectionNamed('Overdue')).getAllByRole('link').map((link) => link.textContent!)
    const byTitle = (list: string[]) => [...list].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
    await waitFor(() => expect(titles()).toEqual(byTitle(titles())))
    await user.click(screen.getByRole('button', { name: 'Descending' }))
    await waitFor(() => expect(history.location.search).toContain('dir=desc'))
    await waitFor(() => expect(titles()).toEqual(byTitle(titles()).reverse()))
  })

  it('adds the Completed section with the switch, kept in the URL', async () => {
    const user = userEvent.setup()
    const { history } = await renderApp('/my-tasks', { as: 'staff' })
    await ready()
    await user.click(screen.getByRole('switch', { name: 'Show completed' }))
    await waitFor(() => expect(headings()).toEqual(expectedSections(true)))
    await waitFor(() => expect(history.location.search).toContain('show=completed'))
    const completed = within(sectionNamed('Completed')).getAllByRole('combobox')
    for (const select of completed) expect(select).toHaveValue('COMPLETED')
    await user.click(screen.getByRole('switch', { name: 'Show completed' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Completed,/ })).toBeNull())
    await waitFor(() => expect(history.location.search).not.toContain('show=completed'))
  })

  it('opens with completed tasks shown from the URL', async () => {
    await renderApp('/my-tasks?show=completed', { as: 'staff' })
    await ready()
    expect(screen.getByRole('switch', { name: 'Show completed' })).toBeChecked()
    expect(headings()).toEqual(expectedSections(true))
  })

  it('moves a task out of its section when its status is set to Completed inline', async () => {
    const user = userEvent.setup()
    await renderApp('/my-tasks', { as: 'staff' })
    await ready()
    const overdue = sectionNamed('Overdue')
    const before = within(overdue).getAllByRole('listitem').length
    const title = within(overdue).getAllByRole('link')[0]!.textContent!
    const task = mine().find((entry) => entry.title === title && entry.status !== 'COMPLETED')!
    const options = within(within(overdue).getByRole('combobox', { name: `Status of ${title}` })).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['To Do', 'In Progress', 'In Review', 'Completed'])
    await user.selectOptions(within(overdue).getByRole('combobox', { name: `Status of ${title}` }), 'COMPLETED')
    expect(await screen.findByText('Task status updated successfully')).toBeInTheDocument()
    expect(db.tasks.findFirst((q) => q.where({ id: task.id }))!.status).toBe('COMPLETED')
    await waitFor(() => expect(screen.queryByRole('link', { name: title })).toBeNull())
    if (before > 1) expect(within(sectionNamed('Overdue')).getAllByRole('listitem')).toHaveLength(before - 1)
    else expect(screen.queryByRole('region', { name: /^Overdue,/ })).toBeNull()
  })

  it('shows a friendly empty state when nothing is assigned', async () => {
    await db.tasks.updateMany((q) => q.where({ assigneeId: STAFF_ID }), { data: (draft) => void (draft.assigneeId = null) })
    await renderApp('/my-tasks', { as: 'staff' })
    expect(await screen.findByText('Nothing assigned to you', {}, { timeout: 15_000 })).toBeInTheDocument()
    expect(screen.getByText('Tasks assigned to you will show here, grouped by due date.')).toBeInTheDocument()
  })

  it('shows the failure with Try again and the spec toast', async () => {
    server.use(http.get(apiUrl('/staff/tasks'), () => HttpResponse.json({ message: 'no' }, { status: 500 })))
    await renderApp('/my-tasks', { as: 'staff' })
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 15_000 })).toBeInTheDocument()
    expect(screen.getAllByText('Failed to fetch tasks').length).toBeGreaterThan(0)
  })

  it('is in the menu right after Dashboard and titles the page', async () => {
    await renderApp('/my-tasks', { as: 'staff' })
    await ready()
    const menu = screen.getByRole('navigation', { name: 'Main menu' })
    expect(within(menu).getAllByRole('link').map((link) => link.textContent).slice(0, 3)).toEqual(['Dashboard', 'My Tasks', 'Project'])
    await waitFor(() => expect(document.title).toBe('My Tasks · Taskhive'))
  })
})
