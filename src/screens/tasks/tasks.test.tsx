import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { notifications } from '@mantine/notifications'
import { afterEach, describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { apiPaths } from '@/contract/paths'
import { apiUrl } from '@/lib/config'
import { call } from '../../../mocks/test/api'
import { hold } from '@/test/hold'
import { renderApp, findFormDialog } from '@/test/render'
import { TASK_STATUS_LABELS } from '@/domains/tasks/utils/task-meta'

// Mantine's notification store outlives each render; a full queue would hide the next test's toasts.
afterEach(() => notifications.clean())

const cards = () => screen.queryAllByRole('article')
const idOf = (card: HTMLElement) => Number(card.querySelector('a')!.getAttribute('href')!.split('/').pop())

async function ready() {
  await waitFor(() => expect(cards().length).toBeGreaterThan(0), { timeout: 15_000 })
}

/** Opens a Mantine select and returns its own list box (other selects keep theirs in the DOM). */
async function open(combobox: HTMLElement) {
  await userEvent.setup().click(combobox)
  await waitFor(() => expect(combobox.getAttribute('aria-controls')).toBeTruthy())
  return within(document.getElementById(combobox.getAttribute('aria-controls')!)!)
}

async function choose(container: HTMLElement, label: string | undefined, option: string | RegExp) {
  const combobox = label ? within(container).getByRole('combobox', { name: label }) : within(container).getByRole('combobox')
  // A card's inline status is the browser's own select.
  if (combobox instanceof HTMLSelectElement) {
    await userEvent.setup().selectOptions(combobox, within(combobox).getByRole('option', { name: option }))
    return
  }
  const list = await open(combobox)
  await userEvent.setup().click(list.getByRole('option', { name: option, hidden: true }))
}

describe('/tasks', { timeout: 60_000 }, () => {
  it('lists tasks with badges and the inline status selector', async () => {
    await renderApp('/tasks', { as: 'manager' })
    await ready()
    expect(screen.getByRole('heading', { name: 'Tasks' })).toBeInTheDocument()
    const card = cards()[0]!
    const task = db.tasks.findFirst((q) => q.where({ id: idOf(card) }))!
    expect(within(card).getByText({ 1: 'Low', 2: 'Medium', 3: 'High' }[task.priority as 1 | 2 | 3])).toBeInTheDocument()
    expect(within(card).getByRole('combobox', { name: `Status of ${task.title}` })).toHaveValue(task.status)
    for (const name of ['View', 'Edit', 'Assign', 'Delete']) expect(within(card).getByRole(name === 'View' ? 'link' : 'button', { name })).toBeInTheDocument()
    expect(screen.getByText(`${db.tasks.all().length} tasks`)).toBeInTheDocument()
  })

  it('offers all four statuses and changes one through the status call', async () => {
    const user = userEvent.setup()
    await renderApp('/tasks', { as: 'manager' })
    await ready()
    const card = cards()[0]!
    const id = idOf(card)
    const title = card.getAttribute('aria-label')!
    const status = within(card).getByRole('combobox', { name: `Status of ${title}` })
    const options = within(status).getAllByRole('option').map((option) => option.textContent)
    expect(options).toEqual(['To Do', 'In Progress', 'In Review', 'Completed'])
    const next = db.tasks.findFirst((q) => q.where({ id }))!.status === 'IN_REVIEW' ? 'TODO' : 'IN_REVIEW'
    await user.selectOptions(status, next)
    expect(await screen.findByText('Task status updated successfully')).toBeInTheDocument()
    expect(db.tasks.findFirst((q) => q.where({ id }))!.status).toBe(next)
  })

  it('rolls a failed status change back with the spec toast', async () => {
    server.use(http.patch(apiUrl('/staff/tasks/:id/status'), () => HttpResponse.json({ message: 'no' }, { status: 500 })))
    await renderApp('/tasks', { as: 'manager' })
    await ready()
    const card = cards()[0]!
    const before = db.tasks.findFirst((q) => q.where({ id: idOf(card) }))!.status
    const next = before === 'IN_REVIEW' ? 'TODO' : 'IN_REVIEW'
    await choose(card, undefined, TASK_STATUS_LABELS[next])
    expect(await screen.findByText('Failed to update task status')).toBeInTheDocument()
    await waitFor(() => expect(within(cards()[0]!).getByRole('combobox')).toHaveValue(before))
  })

  it('shows a status change while it is saving, and rolls a failure back before the list is fetched again', async () => {
    const saving = hold('patch', '/staff/tasks/:id/status', { fail: true })
    await renderApp('/tasks', { as: 'manager' })
    await ready()
    const card = cards()[0]!
    const id = idOf(card)
    const status = () => within(document.querySelector(`a[href="/tasks/${id}"]`)!.closest('article')!).getByRole('combobox')
    const before = db.tasks.findFirst((q) => q.where({ id }))!.status
    const next = before === 'IN_REVIEW' ? 'TODO' : 'IN_REVIEW'
    await choose(card, undefined, TASK_STATUS_LABELS[next])
    await waitFor(() => expect(status()).toHaveValue(next))

    const refetch = hold('get', '/staff/tasks')
    saving.release()
    expect(await screen.findByText('Failed to update task status')).toBeInTheDocument()
    await waitFor(() => expect(refetch.requested).toBe(true))
    expect(status()).toHaveValue(before)
    refetch.release()
  })

  it('searches title, description, status, assignee and project, and filters by project, in the URL', async () => {
    const user = userEvent.setup()
    const { history } = await renderApp('/tasks', { as: 'manager' })
    await ready()
    await user.click(screen.getByRole('textbox', { name: 'Search' }))
    await user.paste('Grace Kim')
    await waitFor(() => expect(history.location.search).toContain('q=Grace'))
    const grace = db.users.findFirst((q) => q.where({ username: 'grace.kim' })) ?? db.users.all().find((u) => u.firstName === 'Grace')!
    const expected = db.tasks.findMany((q) => q.where({ assigneeId: grace.id })).length
    await waitFor(() => expect(screen.getByText(expected === 1 ? '1 task' : `${expected} tasks`)).toBeInTheDocument(), { timeout: 10_000 })
    await user.clear(screen.getByRole('textbox', { name: 'Search' }))
    await user.paste('Security Audit in_review')
    const inReview = db.tasks.findMany((q) => q.where({ projectId: 6, status: 'IN_REVIEW' })).length
    await waitFor(() => expect(screen.getByText(inReview === 1 ? '1 task' : `${inReview} tasks`)).toBeInTheDocument(), { timeout: 10_000 })
    await user.clear(screen.getByRole('textbox', { name: 'Search' }))
    await choose(document.body, 'Filter by project', 'Office Move')
    await waitFor(() => expect(history.location.search).toContain('project=8'))
    const ofProject = db.tasks.findMany((q) => q.where({ projectId: 8 })).length
    await waitFor(() => expect(screen.getByText(`${ofProject} tasks`)).toBeInTheDocument(), { timeout: 10_000 })
  })

  it('sorts by the field and direction in the URL, newest first by default, and writes a new choice there (issue 20)', async () => {
    const user = userEvent.setup()
    const { history } = await renderApp('/tasks', { as: 'manager' })
    await ready()
    const newest = [...db.tasks.all()].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)[0]!
    expect(idOf(cards()[0]!)).toBe(newest.id)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Title')
    await waitFor(() => expect(history.location.search).toContain('sort=title'))
    expect(history.location.search).toContain('dir=asc')
    const byTitle = (dir: 1 | -1) => [...db.tasks.all()].sort((a, b) => dir * a.title.toLowerCase().localeCompare(b.title.toLowerCase()) || b.id - a.id)
    await waitFor(() => expect(cards()[0]!.getAttribute('aria-label')).toBe(byTitle(1)[0]!.title))
    await user.click(screen.getByRole('button', { name: 'Descending' }))
    await waitFor(() => expect(history.location.search).toContain('dir=desc'))
    await waitFor(() => expect(cards()[0]!.getAttribute('aria-label')).toBe(byTitle(-1)[0]!.title))
  })

  it('opens a sorted URL in that order: due date, soonest first, tasks without one last', async () => {
    await renderApp('/tasks?sort=due&dir=asc', { as: 'manager' })
    await ready()
    const soonest = [...db.tasks.all()].filter((t) => t.dueDate).sort((a, b) => a.dueDate!.localeCompare(b.dueDate!) || b.id - a.id)[0]!
    expect(idOf(cards()[0]!)).toBe(soonest.id)
  })

  it('shows a task just created first and highlighted, and its toast links to it (issue 20)', async () => {
    const user = userEvent.setup()
    const { history } = await renderApp('/tasks?project=1&sort=title&dir=asc', { as: 'manager' })
    await ready()
    await user.click(screen.getByRole('button', { name: 'New Task' }))
    const dialog = await findFormDialog('Create New Task')
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Zz last by title')
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }))
    expect(await screen.findByText('Task created successfully')).toBeInTheDocument()
    const created = db.tasks.findFirst((q) => q.where({ title: 'Zz last by title' }))!
    await waitFor(() => expect(idOf(cards()[0]!)).toBe(created.id))
    const link = screen.getByRole('link', { name: 'View task' })
    expect(link).toHaveAttribute('href', `/tasks/${created.id}`)
    await user.click(link)
    await waitFor(() => expect(history.location.pathname).toBe(`/tasks/${created.id}`))
  })

  it('lists everyone’s tasks for a manager, and only theirs with Assigned to me, in the URL (issue 20)', async () => {
    const user = userEvent.setup()
    const { history, user: me } = await renderApp('/tasks', { as: 'manager' })
    await ready()
    expect(screen.getByText(`${db.tasks.all().length} tasks`)).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Assigned to me' }))
    await waitFor(() => expect(history.location.search).toContain('assignee=me'))
    const mine = db.tasks.findMany((q) => q.where({ assigneeId: me!.id })).length
    await waitFor(() => expect(screen.getByText(mine === 1 ? '1 task' : `${mine} tasks`)).toBeInTheDocument())
  })

  it('finds words that appear only in the rich-text description', async () => {
    const expected = db.tasks.all().filter((t) => t.description?.toLowerCase().includes('goal:')).length
    expect(expected).toBeGreaterThan(0)
    await renderApp('/tasks?q=goal%3A', { as: 'manager' })
    await ready()
    await waitFor(() => expect(screen.getByText(`${expected} tasks`)).toBeInTheDocument(), { timeout: 10_000 })
  })

  it('reuses the cards that leave the results for the tasks that arrive, but not the card that holds the focus (issue 13)', async () => {
    const user = userEvent.setup()
    await renderApp('/tasks', { as: 'manager' })
    await ready()
    const before = cards()
    const [focusedCard, otherCard] = [before[0]!, before[1]!]
    const [focusedId, otherId] = [idOf(focusedCard), idOf(otherCard)]
    within(focusedCard).getByRole('button', { name: 'Edit' }).focus()
    // Neither of the two first tasks matches: both cards leave the results.
    const query = 'Grace Kim'
    const grace = db.users.all().find((u) => u.firstName === 'Grace')!
    expect([focusedId, otherId].map((id) => db.tasks.findFirst((q) => q.where({ id }))!.assigneeId)).not.toContain(grace.id)
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: query } })
    await waitFor(() => expect(cards().map(idOf)).not.toContain(otherId))
    // The second card's element now shows a task of the results; the focused one went with its task.
    expect(otherCard).toBeInTheDocument()
    expect(db.tasks.findFirst((q) => q.where({ id: idOf(otherCard) }))!.assigneeId).toBe(grace.id)
    expect(within(otherCard).getByRole('combobox')).toHaveAccessibleName(`Status of ${db.tasks.findFirst((q) => q.where({ id: idOf(otherCard) }))!.title}`)
    expect(focusedCard).not.toBeInTheDocument()
    expect(cards().every((card) => card.getAttribute('aria-label') === within(card).getAllByRole('link')[0]!.textContent)).toBe(true)
    await user.clear(screen.getByRole('textbox', { name: 'Search' }))
  })

  it('shows No tasks found for a search without matches', async () => {
    await renderApp('/tasks?q=zzzz-nothing', { as: 'manager' })
    expect(await screen.findByText('No tasks found', {}, { timeout: 15_000 })).toBeInTheDocument()
  })

  it('toasts Failed to fetch tasks', async () => {
    server.use(http.get(apiUrl('/staff/tasks'), () => HttpResponse.json({ message: 'no' }, { status: 500 })))
    await renderApp('/tasks', { as: 'manager' })
    expect((await screen.findAllByText('Failed to fetch tasks', {}, { timeout: 15_000 })).length).toBeGreaterThan(0)
  })

  it('requires a project to create a task: Please select a project', async () => {
    const user = userEvent.setup()
    await renderApp('/tasks', { as: 'manager' })
    await ready()
    await user.click(screen.getByRole('button', { name: 'New Task' }))
    const dialog = await findFormDialog('Create New Task')
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Orphan task')
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }))
    expect((await screen.findAllByText('Please select a project')).length).toBeGreaterThan(0)
    expect(db.tasks.findFirst((q) => q.where({ title: 'Orphan task' }))).toBeUndefined()
  })

  it('creates a task with a rich-text description and a priority', async () => {
    const user = userEvent.setup()
    await renderApp('/tasks?project=2', { as: 'manager' })
    await ready()
    await user.click(screen.getByRole('button', { name: 'New Task' }))
    const dialog = await findFormDialog('Create New Task')
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Write release notes')
    const editor = await within(dialog).findByRole('textbox', { name: 'Description' })
    await user.click(editor)
    await user.type(editor, 'Mention the new login')
    await choose(dialog, 'Priority', 'High')
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }))
    expect(await screen.findByText('Task created successfully')).toBeInTheDocument()
    const created = db.tasks.findFirst((q) => q.where({ title: 'Write release notes' }))!
    expect(created).toMatchObject({ projectId: 2, priority: 3, status: 'TODO' })
    expect(JSON.parse(created.description!).ops[0].insert).toContain('Mention the new login')
  })

  it('edits a task: the dialog offers To Do, In Progress, Completed and saves through PUT and the status call', async () => {
    const user = userEvent.setup()
    await renderApp('/tasks?project=1', { as: 'manager' })
    await ready()
    const card = cards().find((c) => db.tasks.findFirst((q) => q.where({ id: idOf(c) }))!.status === 'TODO')!
    const id = idOf(card)
    await user.click(within(card).getByRole('button', { name: 'Edit' }))
    const dialog = await findFormDialog('Edit Task')
    const title = within(dialog).getByRole('textbox', { name: /Title/ })
    await user.clear(title)
    await user.type(title, 'Renamed task')
    const list = await open(within(dialog).getByRole('combobox', { name: 'Status' }))
    expect(list.getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual(['To Do', 'In Progress', 'Completed'])
    await user.click(list.getByRole('option', { name: 'Completed', hidden: true }))
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Task updated successfully')).toBeInTheDocument()
    expect(db.tasks.findFirst((q) => q.where({ id }))).toMatchObject({ title: 'Renamed task', status: 'COMPLETED', completedAt: expect.any(String) })
  })

  it.each([
    ['Overwrite with mine', 'Renamed by me', 'Task updated successfully'],
    ['Keep their version', 'Renamed elsewhere', 'Kept the task as it was saved elsewhere; your changes were not saved.'],
  ])('asks before overwriting a change saved elsewhere while the dialog was open: %s', async (choice, finalTitle, toast) => {
    const user = userEvent.setup()
    await renderApp('/tasks?project=1', { as: 'manager' })
    await ready()
    const id = idOf(cards()[0]!)
    await user.click(within(cards()[0]!).getByRole('button', { name: 'Edit' }))
    const dialog = await findFormDialog('Edit Task')
    // A teammate renames the task while the dialog is open.
    expect((await call('PUT', apiPaths.tasks.detail(id), { as: 'staff', body: { title: 'Renamed elsewhere' } })).status).toBe(200)
    const title = within(dialog).getByRole('textbox', { name: /Title/ })
    await user.clear(title)
    await user.type(title, 'Renamed by me')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    const question = await screen.findByRole('dialog', { name: 'Changed elsewhere' })
    expect(question).toHaveTextContent('Someone else saved changes to the task “Renamed elsewhere” after you opened it.')
    expect(db.tasks.findFirst((q) => q.where({ id }))!.title).toBe('Renamed elsewhere')
    await user.click(within(question).getByRole('button', { name: choice }))
    expect(await screen.findByText(toast)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Task' })).not.toBeInTheDocument())
    expect(db.tasks.findFirst((q) => q.where({ id }))!.title).toBe(finalTitle)
    expect(screen.queryByText('Failed to update task')).not.toBeInTheDocument()
  })

  it('deletes a task after the spec confirmation', async () => {
    const user = userEvent.setup()
    await renderApp('/tasks', { as: 'manager' })
    await ready()
    const card = cards()[0]!
    const id = idOf(card)
    await user.click(within(card).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Task' })
    expect(within(dialog).getByText('Are you sure you want to delete this task?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Task deleted successfully')).toBeInTheDocument()
    expect(db.tasks.findFirst((q) => q.where({ id }))).toBeUndefined()
  })

  it('toasts the spec messages when create, update, delete or assign fail', async () => {
    const user = userEvent.setup()
    const fail = () => HttpResponse.json({ message: 'no' }, { status: 500 })
    server.use(http.delete(apiUrl('/staff/tasks/:id'), fail), http.patch(apiUrl('/staff/tasks/:id/assign'), fail), http.put(apiUrl('/staff/tasks/:id'), fail))
    await renderApp('/tasks', { as: 'manager' })
    await ready()
    await user.click(within(cards()[0]!).getByRole('button', { name: 'Delete' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Task' })).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete task')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await user.click(within(cards()[0]!).getByRole('button', { name: 'Assign' }))
    const assign = await findFormDialog('Assign Task')
    await choose(assign, 'Assignee', /Grace Kim/)
    await user.click(within(assign).getByRole('button', { name: 'Assign' }))
    expect(await screen.findByText('Failed to assign task')).toBeInTheDocument()
    await user.click(within(assign).getByRole('button', { name: 'Cancel' }))
    await user.click(within(cards()[0]!).getByRole('button', { name: 'Edit' }))
    const edit = await findFormDialog('Edit Task')
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Failed to update task')).toBeInTheDocument()
  })

  it('assigns a task with the tasks-page toast', async () => {
    const user = userEvent.setup()
    await renderApp('/tasks', { as: 'manager' })
    await ready()
    const id = idOf(cards()[0]!)
    await user.click(within(cards()[0]!).getByRole('button', { name: 'Assign' }))
    const dialog = await findFormDialog('Assign Task')
    await choose(dialog, 'Assignee', /Sofia Ramirez/)
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }))
    expect(await screen.findByText('Task assigned successfully')).toBeInTheDocument()
    expect(db.tasks.findFirst((q) => q.where({ id }))!.assigneeId).toBe(3)
  })
})

describe('/tasks/:id', { timeout: 60_000 }, () => {
  it('shows the task with badges, description, dates, people and Edit Task', async () => {
    const task = db.tasks.all().find((t) => t.status !== 'COMPLETED' && t.assigneeId !== null && t.description !== null)!
    await renderApp(`/tasks/${task.id}`, { as: 'staff' })
    expect(await screen.findByRole('heading', { name: task.title }, { timeout: 15_000 })).toBeInTheDocument()
    const assignee = db.users.findFirst((q) => q.where({ id: task.assigneeId! }))!
    const project = db.projects.findFirst((q) => q.where({ id: task.projectId }))!
    expect(screen.getByText(`${assignee.firstName} ${assignee.lastName}`)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: project.name })).toBeInTheDocument()
    for (const label of ['Description', 'Due date', 'Created', 'Assignee', 'Project']) expect(within(screen.getByRole('main')).getByText(label)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit Task' })).toBeInTheDocument()
    // Staff cannot open /tasks: opened directly, the way back is their own tasks, named so.
    expect(screen.getByRole('link', { name: 'Back to My Tasks' })).toHaveAttribute('href', '/my-tasks')
  })

  it('changes status and assignee in place, with the tasks-page toasts', async () => {
    const user = userEvent.setup()
    const task = db.tasks.all().find((t) => t.status === 'TODO' && t.assigneeId !== 3)!
    await renderApp(`/tasks/${task.id}`, { as: 'manager' })
    await screen.findByRole('heading', { name: task.title }, { timeout: 15_000 })
    await choose(screen.getByRole('main'), 'Status', 'In Review')
    expect(await screen.findByText('Task status updated successfully')).toBeInTheDocument()
    await waitFor(() => expect(db.tasks.findFirst((q) => q.where({ id: task.id }))!.status).toBe('IN_REVIEW'))
    await user.click(screen.getByRole('button', { name: task.assigneeId === null ? 'Assign' : 'Reassign' }))
    const dialog = await findFormDialog('Assign Task')
    await choose(dialog, 'Assignee', /Sofia Ramirez/)
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }))
    expect(await screen.findByText('Task assigned successfully')).toBeInTheDocument()
    expect(db.tasks.findFirst((q) => q.where({ id: task.id }))!.assigneeId).toBe(3)
    await waitFor(() => expect(within(screen.getByRole('main')).getByText('Sofia Ramirez')).toBeInTheDocument())
  })

  it('deletes the task after the spec confirmation and goes back where it was opened from', async () => {
    const user = userEvent.setup()
    const task = db.tasks.all()[0]!
    const { history } = await renderApp(`/tasks/${task.id}`, { as: 'manager' })
    await screen.findByRole('heading', { name: task.title }, { timeout: 15_000 })
    await user.click(screen.getByRole('button', { name: 'Delete Task' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Task' })
    expect(within(dialog).getByText('Are you sure you want to delete this task?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Task deleted successfully')).toBeInTheDocument()
    await waitFor(() => expect(history.location.pathname).toBe('/tasks'))
    expect(db.tasks.findFirst((q) => q.where({ id: task.id }))).toBeUndefined()
  })

  it('says so when deleting fails, and stays on the task', async () => {
    const user = userEvent.setup()
    const task = db.tasks.all()[0]!
    server.use(http.delete(apiUrl(apiPaths.tasks.detail(':id')), () => HttpResponse.json({ message: 'no' }, { status: 500 })))
    const { history } = await renderApp(`/tasks/${task.id}`, { as: 'manager' })
    await screen.findByRole('heading', { name: task.title }, { timeout: 15_000 })
    await user.click(screen.getByRole('button', { name: 'Delete Task' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Task' })).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete task')).toBeInTheDocument()
    expect(history.location.pathname).toBe(`/tasks/${task.id}`)
  })

  it('toggles completion, striking the title through', async () => {
    const user = userEvent.setup()
    const task = db.tasks.all().find((t) => t.status === 'TODO')!
    await renderApp(`/tasks/${task.id}`, { as: 'manager' })
    const title = await screen.findByRole('heading', { name: task.title }, { timeout: 15_000 })
    expect(screen.getByRole('link', { name: 'Back to Tasks' })).toHaveAttribute('href', '/tasks')
    await user.click(screen.getByRole('checkbox', { name: 'Mark as completed' }))
    await waitFor(() => expect(title).toHaveStyle({ textDecoration: 'line-through' }))
    await waitFor(() => expect(db.tasks.findFirst((q) => q.where({ id: task.id }))!.status).toBe('COMPLETED'))
    await user.click(screen.getByRole('checkbox', { name: 'Mark as not completed' }))
    await waitFor(() => expect(db.tasks.findFirst((q) => q.where({ id: task.id }))).toMatchObject({ status: 'TODO', completedAt: null }))
  })

  it('ticks completion while it is saving, and rolls a failure back before the task is fetched again', async () => {
    const user = userEvent.setup()
    const task = db.tasks.all().find((t) => t.status === 'TODO')!
    const saving = hold('patch', '/staff/tasks/:id/status', { fail: true })
    await renderApp(`/tasks/${task.id}`, { as: 'manager' })
    const title = await screen.findByRole('heading', { name: task.title }, { timeout: 15_000 })
    await user.click(screen.getByRole('checkbox', { name: 'Mark as completed' }))
    expect(await screen.findByRole('checkbox', { name: 'Mark as not completed' })).toBeChecked()
    expect(title).toHaveStyle({ textDecoration: 'line-through' })

    const refetch = hold('get', '/staff/tasks/:id')
    saving.release()
    expect(await screen.findByText('Failed to update task status')).toBeInTheDocument()
    await waitFor(() => expect(refetch.requested).toBe(true))
    expect(screen.getByRole('checkbox', { name: 'Mark as completed' })).not.toBeChecked()
    refetch.release()
  })

  it('warns about an overdue due date', async () => {
    const task = db.tasks.all().find((t) => t.status !== 'COMPLETED' && t.dueDate !== null && t.dueDate < new Date().toLocaleDateString('en-CA'))!
    await renderApp(`/tasks/${task.id}`, { as: 'manager' })
    expect(await screen.findByText('Overdue', {}, { timeout: 15_000 })).toBeInTheDocument()
    expect(document.querySelector('[data-overdue]')?.textContent).toContain('overdue')
  })

  it('says Task Not Found for a missing task', async () => {
    await renderApp('/tasks/99999', { as: 'manager' })
    expect(await screen.findByRole('heading', { name: 'Task Not Found' }, { timeout: 15_000 })).toBeInTheDocument()
  })

  it('toasts Failed to load task and goes to /tasks when loading fails', async () => {
    server.use(http.get(apiUrl('/staff/tasks/:id'), () => HttpResponse.json({ message: 'no' }, { status: 500 })))
    const { history } = await renderApp('/tasks/5', { as: 'manager' })
    expect(await screen.findByText('Failed to load task', {}, { timeout: 15_000 })).toBeInTheDocument()
    await waitFor(() => expect(history.location.pathname).toBe('/tasks'))
  })
})
