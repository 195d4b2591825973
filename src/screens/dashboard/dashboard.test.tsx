import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { notifications } from '@mantine/notifications'
import { afterEach, describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { apiUrl } from '@/lib/config'
import { hold } from '@/test/hold'
import { renderApp, findFormDialog } from '@/test/render'

// Mantine's notification store outlives each render; a full queue would hide the next test's toasts.
afterEach(() => notifications.clean())

const counter = (label: string) => screen.getByTestId(`counter-${label}`).textContent
const cards = () => screen.queryAllByRole('article')
const today = () => new Date().toLocaleDateString('en-CA')

async function pick(label: string, option: string) {
  const user = userEvent.setup()
  const box = screen.getByRole('combobox', { name: label })
  // The project filter is the browser's own select; the assignee filter a searchable Mantine one.
  if (box instanceof HTMLSelectElement) return user.selectOptions(box, option)
  await user.click(box)
  await user.click(await screen.findByRole('option', { name: option, hidden: true }))
}

async function ready() {
  await waitFor(() => expect(cards().length).toBeGreaterThan(0), { timeout: 15_000 })
}

describe('/dashboard', () => {
  it('greets the admin with every button and counts over all tasks', async () => {
    await renderApp('/dashboard', { as: 'admin' })
    await ready()
    expect(screen.getByRole('heading', { name: 'Welcome back, Amelia Hart' })).toBeInTheDocument()
    for (const name of ['Sign Out', 'New Project', 'New Task']) expect(screen.getByRole('button', { name })).toBeInTheDocument()
    for (const name of ['Daily Checklist', 'Manage Users']) expect(within(screen.getByRole('main')).getByRole('link', { name })).toBeInTheDocument()
    const all = db.tasks.all()
    expect(counter('Total Tasks')).toBe(String(all.length))
    expect(counter('Completed')).toBe(String(all.filter((t) => t.status === 'COMPLETED').length))
    expect(counter('In Progress')).toBe(String(all.filter((t) => t.status === 'IN_PROGRESS' || t.status === 'IN_REVIEW').length))
    expect(counter('To Do')).toBe(String(all.filter((t) => t.status === 'TODO').length))
    for (const name of ['All', 'To Do', 'In Progress', 'Completed']) expect(screen.getByRole('tab', { name })).toBeInTheDocument()
  })

  it.each([
    ['manager', 'Marcus Bennett'],
    ['staff', 'Sofia Ramirez'],
  ] as const)('shows %s the staff-level buttons but not Manage Users', async (who, name) => {
    await renderApp('/dashboard', { as: who })
    await ready()
    expect(screen.getByRole('heading', { name: `Welcome back, ${name}` })).toBeInTheDocument()
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Manage Users' })).toBeNull()
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Daily Checklist' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'New Project' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'New Task' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /^(Assign|Reassign)$/ }).length).toBeGreaterThan(0)
  })

  it('sorts completed last, then by priority', async () => {
    await renderApp('/dashboard', { as: 'manager' })
    await ready()
    const first = db.tasks.findFirst((q) => q.where({ id: Number(cards()[0]?.querySelector('a')?.getAttribute('href')?.split('/').pop()) }))
    expect(first?.status).not.toBe('COMPLETED')
    expect(first?.priority).toBe(3)
    expect(within(cards()[0]!).getByText('High')).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Completed' }))
    await waitFor(() => expect(cards()[0]?.getAttribute('data-completed')).toBe('true'))
  })

  it('sorts by a field the user picks, either way, in the URL, and back to the default order (issue 20)', async () => {
    const user = userEvent.setup()
    const { history } = await renderApp('/dashboard?sort=title&dir=asc', { as: 'manager' })
    await ready()
    const byTitle = [...db.tasks.all()].sort((a, b) => a.title.toLowerCase().localeCompare(b.title.toLowerCase()) || b.id - a.id)
    expect(cards()[0]!.getAttribute('aria-label')).toBe(byTitle[0]!.title)
    await user.click(screen.getByRole('button', { name: 'Descending' }))
    await waitFor(() => expect(history.location.search).toContain('dir=desc'))
    await waitFor(() => expect(cards()[0]!.getAttribute('aria-label')).toBe(byTitle.at(-1)!.title))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Default order')
    await waitFor(() => expect(history.location.search).not.toContain('sort='))
    const first = db.tasks.findFirst((q) => q.where({ id: Number(cards()[0]?.querySelector('a')?.getAttribute('href')?.split('/').pop()) }))
    expect(first).toMatchObject({ priority: 3 })
    expect(first?.status).not.toBe('COMPLETED')
  })

  it('starts staff on their own tasks (Assigned to me); everyone’s is a choice in the URL (issue 20)', async () => {
    const user = userEvent.setup()
    const { history, user: me } = await renderApp('/dashboard', { as: 'staff' })
    await ready()
    expect(screen.getByRole('button', { name: 'Assigned to me' })).toHaveAttribute('aria-pressed', 'true')
    const mine = db.tasks.findMany((q) => q.where({ assigneeId: me!.id }))
    await waitFor(() => expect(counter('Total Tasks')).toBe(String(mine.length)))
    for (const card of cards()) expect(within(card).getByText(`${me!.firstName} ${me!.lastName}`)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Assigned to me' }))
    await waitFor(() => expect(history.location.search).toContain('assignee=all'))
    expect(screen.getByRole('button', { name: 'Assigned to me' })).toHaveAttribute('aria-pressed', 'false')
    await waitFor(() => expect(Number(counter('Total Tasks'))).toBeGreaterThan(mine.length))
  })

  it('starts managers on everyone’s tasks; Assigned to me narrows them, in the URL (issue 20)', async () => {
    const user = userEvent.setup()
    const { history, user: me } = await renderApp('/dashboard', { as: 'manager' })
    await ready()
    expect(screen.getByRole('button', { name: 'Assigned to me' })).toHaveAttribute('aria-pressed', 'false')
    await user.click(screen.getByRole('button', { name: 'Assigned to me' }))
    await waitFor(() => expect(history.location.search).toContain(`assignee=${me!.id}`))
    const mine = db.tasks.findMany((q) => q.where({ assigneeId: me!.id }))
    await waitFor(() => expect(counter('Total Tasks')).toBe(String(mine.length)))
  })

  it('filters by project and assignee in the URL, recounts, and offers Add Member for the project', async () => {
    const { history } = await renderApp('/dashboard', { as: 'manager' })
    await ready()
    expect(screen.queryByRole('button', { name: 'Add Member' })).toBeNull()
    await pick('Project', 'Website Redesign')
    await waitFor(() => expect(history.location.search).toContain('project=1'))
    const ofProject = db.tasks.findMany((q) => q.where({ projectId: 1 }))
    await waitFor(() => expect(counter('Total Tasks')).toBe(String(ofProject.length)))
    expect(screen.getByRole('button', { name: 'Add Member' })).toBeInTheDocument()
    await pick('Assignee', 'Unassigned')
    await waitFor(() => expect(history.location.search).toContain('assignee=unassigned'))
    await waitFor(() => expect(counter('Total Tasks')).toBe(String(ofProject.filter((t) => t.assigneeId === null).length)))
    for (const card of cards()) expect(within(card).getByText('Unassigned')).toBeInTheDocument()
  })

  it('reads filters and the tab from the URL; the tab does not change the counters', async () => {
    await renderApp('/dashboard?project=2&tab=todo', { as: 'manager' })
    await ready()
    const ofProject = db.tasks.findMany((q) => q.where({ projectId: 2 }))
    expect(counter('Total Tasks')).toBe(String(ofProject.length))
    expect(screen.getByRole('tab', { name: 'To Do' })).toHaveAttribute('aria-selected', 'true')
    for (const card of cards()) expect(within(card).getByText('To Do')).toBeInTheDocument()
  })

  it('shows the empty state with a hint', async () => {
    server.use(http.get(apiUrl('/staff/tasks'), () => HttpResponse.json([])))
    await renderApp('/dashboard', { as: 'manager' })
    expect(await screen.findByText('No tasks found')).toBeInTheDocument()
    expect(screen.getByText('Create your first task with New Task to get started.')).toBeInTheDocument()
    expect(counter('Total Tasks')).toBe('0')
  })

  it('toasts when projects or users fail to load', async () => {
    server.use(http.get(apiUrl('/staff/projects'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })))
    await renderApp('/dashboard', { as: 'manager' })
    expect(await screen.findByText('Error loading data')).toBeInTheDocument()
    expect(screen.getByText('Failed to load projects and users.')).toBeInTheDocument()
  })

  it('shows failed tasks as a failure with Try again, not as an empty workspace', async () => {
    let fail = true
    server.use(http.get(apiUrl('/staff/tasks'), () => (fail ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : undefined)))
    const user = userEvent.setup()
    await renderApp('/dashboard', { as: 'manager' })
    const retry = await screen.findByRole('button', { name: 'Try again' })
    // The spec's toast, and the same line where the cards go.
    expect(screen.getAllByText('Failed to fetch tasks').length).toBe(2)
    expect(screen.queryByText('No tasks found')).toBeNull()
    for (const label of ['Total Tasks', 'Completed', 'In Progress', 'To Do']) {
      expect(counter(label)).not.toMatch(/\d/)
      expect(screen.getByRole('group', { name: label })).toHaveTextContent('not loaded')
    }

    fail = false
    await user.click(retry)
    await ready()
    expect(counter('Total Tasks')).toBe(String(db.tasks.all().length))
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('completes a task optimistically: struck through, dimmed, ticked, and saved', async () => {
    const user = userEvent.setup()
    await renderApp('/dashboard?project=8&tab=todo', { as: 'manager' })
    await ready()
    const card = cards()[0]!
    const title = card.getAttribute('aria-label')!
    const id = Number(card.querySelector('a')!.getAttribute('href')!.split('/').pop())
    await user.click(within(card).getByRole('checkbox', { name: `Mark ${title} as completed` }))
    await waitFor(() => expect(db.tasks.findFirst((q) => q.where({ id }))?.status).toBe('COMPLETED'))
    await user.click(screen.getByRole('tab', { name: 'Completed' }))
    const done = await waitFor(() => document.querySelector(`a[href="/tasks/${id}"]`)!.closest('article')!, { timeout: 10_000 })
    expect(done).toHaveAttribute('data-completed', 'true')
    expect(within(done).getByRole('checkbox')).toBeChecked()
    // data-completed is what strikes the title through and dims the card (dashboard-task-card.module.css).
    expect(within(done).getByRole('link', { name: title }).closest('[data-completed]')).toBe(done)
  })

  it('rolls a failed completion back with the spec toast', async () => {
    const user = userEvent.setup()
    server.use(http.patch(apiUrl('/staff/tasks/:id/status'), () => HttpResponse.json({ message: 'nope' }, { status: 500 })))
    await renderApp('/dashboard?tab=todo', { as: 'manager' })
    await ready()
    const card = cards()[0]!
    const checkbox = within(card).getByRole('checkbox')
    await user.click(checkbox)
    expect(await screen.findByText('Error updating task')).toBeInTheDocument()
    expect(screen.getByText('Failed to update task status.')).toBeInTheDocument()
    await waitFor(() => expect(within(cards()[0]!).getByRole('checkbox')).not.toBeChecked())
  })

  it('ticks a completion while it is saving, and rolls a failure back before the tasks are fetched again', async () => {
    const user = userEvent.setup()
    // A project and assignee few enough that a completed task (sorted last) stays on the first page.
    const task = db.tasks.all().find(
      (candidate) =>
        candidate.status === 'TODO' &&
        candidate.assigneeId !== null &&
        db.tasks.findMany((q) => q.where({ projectId: candidate.projectId, assigneeId: candidate.assigneeId! })).length < 16,
    )!
    const saving = hold('patch', '/staff/tasks/:id/status', { fail: true })
    await renderApp(`/dashboard?project=${task.projectId}&assignee=${task.assigneeId}`, { as: 'manager' })
    await ready()
    const card = () => document.querySelector(`a[href="/tasks/${task.id}"]`)!.closest('article')!
    const checkbox = () => within(card()).getByRole('checkbox')
    await user.click(checkbox())
    await waitFor(() => expect(checkbox()).toBeChecked())
    expect(card()).toHaveAttribute('data-completed', 'true')

    const refetch = hold('get', '/staff/tasks')
    saving.release()
    expect(await screen.findByText('Failed to update task status.')).toBeInTheDocument()
    await waitFor(() => expect(refetch.requested).toBe(true))
    expect(checkbox()).not.toBeChecked()
    refetch.release()
  })

  it('creates a task as To Do, due today when no due date is given', async () => {
    const user = userEvent.setup()
    await renderApp('/dashboard?project=3', { as: 'manager' })
    await ready()
    await user.click(screen.getByRole('button', { name: 'New Task' }))
    const dialog = await findFormDialog('Create New Task')
    expect(within(dialog).queryByRole('combobox', { name: 'Status' })).toBeNull()
    expect(within(dialog).getByRole('combobox', { name: 'Priority' })).toHaveValue('Medium')
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), '  Dashboard-made task  ')
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }))
    expect(await screen.findByText('Task created successfully')).toBeInTheDocument()
    const created = db.tasks.findFirst((q) => q.where({ title: 'Dashboard-made task' }))
    expect(created).toMatchObject({ status: 'TODO', dueDate: today(), projectId: 3, priority: 2 })
  })

  it('shows a created task and its count at once, while the lists still refetch', async () => {
    const user = userEvent.setup()
    await renderApp('/dashboard?project=3', { as: 'manager' })
    await ready()
    const total = () => screen.getByRole('group', { name: 'Total Tasks' }).textContent
    const before = total()
    await user.click(screen.getByRole('button', { name: 'New Task' }))
    const dialog = await findFormDialog('Create New Task')
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Seen before the refetch')
    const refetch = hold('get', '/staff/tasks')
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }))
    expect(await screen.findByText('Task created successfully')).toBeInTheDocument()
    await waitFor(() => expect(refetch.requested).toBe(true))
    await waitFor(() => expect(Number(total()?.replace(/\D/g, ''))).toBe(Number(before?.replace(/\D/g, '')) + 1))
    refetch.release()
  })

  it('shows a task just created first, whatever its priority, and its toast links to it (issue 20)', async () => {
    const user = userEvent.setup()
    const { history } = await renderApp('/dashboard?project=3', { as: 'manager' })
    await ready()
    await user.click(screen.getByRole('button', { name: 'New Task' }))
    const dialog = await findFormDialog('Create New Task')
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Low and new')
    await user.click(within(dialog).getByRole('combobox', { name: 'Priority' }))
    await user.click(await screen.findByRole('option', { name: 'Low', hidden: true }))
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }))
    expect(await screen.findByText('Task created successfully')).toBeInTheDocument()
    const created = db.tasks.findFirst((q) => q.where({ title: 'Low and new' }))!
    await waitFor(() => expect(cards()[0]!.getAttribute('aria-label')).toBe('Low and new'))
    const link = screen.getByRole('link', { name: 'View task' })
    expect(link).toHaveAttribute('href', `/tasks/${created.id}`)
    await user.click(link)
    await waitFor(() => expect(history.location.pathname).toBe(`/tasks/${created.id}`))
  })

  it('requires a title and a project for a new task', async () => {
    const user = userEvent.setup()
    await renderApp('/dashboard', { as: 'manager' })
    await ready()
    await user.click(screen.getByRole('button', { name: 'New Task' }))
    const dialog = await findFormDialog('Create New Task')
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), '   ')
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }))
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Please select a project')).toBeInTheDocument()
  })

  it('toasts the dashboard message when creating a task fails', async () => {
    const user = userEvent.setup()
    server.use(http.post(apiUrl('/staff/projects/:id/tasks'), () => HttpResponse.json({ message: 'no' }, { status: 500 })))
    await renderApp('/dashboard?project=1', { as: 'manager' })
    await ready()
    await user.click(screen.getByRole('button', { name: 'New Task' }))
    const dialog = await findFormDialog('Create New Task')
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Will fail')
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }))
    expect(await screen.findByText('Error creating task')).toBeInTheDocument()
    expect(screen.getByText('Failed to create the task. Please try again.')).toBeInTheDocument()
  })

  it('creates a project due 30 days after its start by default', async () => {
    const user = userEvent.setup()
    await renderApp('/dashboard', { as: 'staff' })
    await ready()
    await user.click(screen.getByRole('button', { name: 'New Project' }))
    const dialog = await findFormDialog('Create New Project')
    await user.type(within(dialog).getByRole('textbox', { name: /Project name/ }), 'Dashboard project')
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }))
    expect(await screen.findByText('Project created successfully')).toBeInTheDocument()
    const created = db.projects.findFirst((q) => q.where({ name: 'Dashboard project' }))!
    const start = new Date(`${created.startDate}T00:00:00`)
    start.setDate(start.getDate() + 30)
    expect(created.startDate).toBe(today())
    expect(created.dueDate).toBe(start.toLocaleDateString('en-CA'))
  })

  it('toasts the dashboard message when creating a project fails', async () => {
    const user = userEvent.setup()
    server.use(http.post(apiUrl('/staff/projects'), () => HttpResponse.json({ message: 'no' }, { status: 500 })))
    await renderApp('/dashboard', { as: 'manager' })
    await ready()
    await user.click(screen.getByRole('button', { name: 'New Project' }))
    const dialog = await findFormDialog('Create New Project')
    await user.type(within(dialog).getByRole('textbox', { name: /Project name/ }), 'Nope')
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }))
    expect(await screen.findByText('Error creating project')).toBeInTheDocument()
    expect(screen.getByText('Failed to create the project. Please try again.')).toBeInTheDocument()
  })

  it('assigns an unassigned task; submit waits for a choice', async () => {
    const user = userEvent.setup()
    await renderApp('/dashboard?assignee=unassigned', { as: 'manager' })
    await ready()
    const card = cards()[0]!
    const id = Number(card.querySelector('a')!.getAttribute('href')!.split('/').pop())
    await user.click(within(card).getByRole('button', { name: 'Assign' }))
    const dialog = await findFormDialog('Assign Task')
    const submit = within(dialog).getByRole('button', { name: 'Assign' })
    expect(submit).toBeDisabled()
    await user.click(within(dialog).getByRole('combobox', { name: 'Assignee' }))
    await user.click(await within(dialog).findByRole('option', { name: /Sofia Ramirez/, hidden: true }))
    expect(submit).toBeEnabled()
    await user.click(submit)
    expect(await screen.findByText('Task assigned')).toBeInTheDocument()
    expect(db.tasks.findFirst((q) => q.where({ id }))?.assigneeId).toBe(3)
  })

  it('shows the server message when assigning fails', async () => {
    const user = userEvent.setup()
    server.use(http.patch(apiUrl('/staff/tasks/:id/assign'), () => HttpResponse.json({ message: 'That user is away' }, { status: 400 })))
    await renderApp('/dashboard', { as: 'manager' })
    await ready()
    await user.click(within(cards()[0]!).getByRole('button', { name: /^(Assign|Reassign)$/ }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('combobox', { name: 'Assignee' }))
    await user.click(await within(dialog).findByRole('option', { name: /Grace Kim/, hidden: true }))
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }))
    expect(await screen.findByText('Error assigning task')).toBeInTheDocument()
    expect(screen.getByText('That user is away')).toBeInTheDocument()
  })

  it('adds a member to the filtered project', async () => {
    const user = userEvent.setup()
    await renderApp('/dashboard?project=1', { as: 'manager' })
    await ready()
    await user.click(screen.getByRole('button', { name: 'Add Member' }))
    const dialog = await findFormDialog('Add Member')
    const before = db.projects.findFirst((q) => q.where({ id: 1 }))!.memberIds
    await user.click(within(dialog).getByRole('combobox', { name: 'Team member' }))
    const option = (await within(dialog).findAllByRole('option', { hidden: true }))[0]!
    await user.click(option)
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }))
    expect(await screen.findByText('Member added')).toBeInTheDocument()
    expect(db.projects.findFirst((q) => q.where({ id: 1 }))!.memberIds.length).toBe(before.length + 1)
  })

  it('shows an overdue due date in the destructive colour and opens the task from its title', async () => {
    const user = userEvent.setup()
    const { history } = await renderApp('/dashboard?assignee=3&tab=todo', { as: 'staff' })
    await ready()
    const overdue = document.querySelector('[data-overdue]')
    expect(overdue).not.toBeNull()
    const card = overdue!.closest('article')!
    const title = card.getAttribute('aria-label')!
    await user.click(within(card).getByRole('link', { name: title }))
    await waitFor(() => expect(history.location.pathname).toMatch(/^\/tasks\/\d+$/))
  })

  it('paints the server’s first cards and counters before the whole list arrives (issue 13)', async () => {
    const list = hold('get', '/staff/tasks')
    await renderApp('/dashboard?tab=todo', { as: 'manager' })
    await ready()
    expect(list.requested).toBe(true)
    const all = db.tasks.all()
    const todo = all.filter((t) => t.status === 'TODO')
    expect(counter('Total Tasks')).toBe(String(all.length))
    expect(counter('To Do')).toBe(String(todo.length))
    // The first page of the tab, in the dashboard's order: open tasks by priority, highest first.
    expect(cards()).toHaveLength(12)
    const firstTitles = cards().map((card) => card.getAttribute('aria-label'))
    expect(db.tasks.findFirst((q) => q.where({ title: firstTitles[0]! }))?.priority).toBe(3)
    expect(screen.getByRole('button', { name: `Show more (${todo.length - 12} left)` })).toBeInTheDocument()
    list.release()
    // The whole list takes over with the same cards.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Show more/ })).toHaveTextContent(`Show more (${todo.length - 12} left)`))
    expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(firstTitles)
  })

  it('waits for the whole list, with no error, from a server without the first screen', async () => {
    server.use(http.get(apiUrl('/staff/dashboard'), () => HttpResponse.json({ message: 'Not found' }, { status: 404 })))
    const list = hold('get', '/staff/tasks')
    await renderApp('/dashboard', { as: 'manager' })
    await waitFor(() => expect(list.requested).toBe(true))
    expect(await screen.findByLabelText('Loading tasks')).toBeInTheDocument()
    expect(cards()).toHaveLength(0)
    // Counts on their way are unknown, not an empty workspace's zeros.
    for (const label of ['Total Tasks', 'Completed', 'In Progress', 'To Do']) {
      expect(counter(label)).not.toMatch(/\d/)
      expect(screen.getByRole('group', { name: label })).toHaveTextContent('loading')
    }
    list.release()
    await ready()
    expect(counter('Total Tasks')).toBe(String(db.tasks.all().length))
    expect(screen.queryByText('Error loading data')).toBeNull()
  })
})
