import { notifications } from '@mantine/notifications'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { apiUrl } from '@/lib/config'
import { matchesPriorityFilter, toTaskPriority } from '@/domains/tasks/utils/priority'
import { renderApp } from '@/test/render'

// Mantine keeps toasts in a module-level store: without this, earlier tests' toasts fill the limit.
beforeEach(() => notifications.clean())

const STAFF_ID = 3
const myProjects = () => db.projects.all().filter((p) => p.memberIds.includes(STAFF_ID)).sort((a, b) => a.id - b.id)
const myTasks = () => {
  const ids = new Set(myProjects().map((p) => p.id))
  return db.tasks.all().filter((t) => ids.has(t.projectId))
}
const articles = () => [...document.querySelectorAll<HTMLElement>('main article')]
const sections = () => [...document.querySelectorAll<HTMLElement>('main section')]
const headingOf = (section: HTMLElement) => section.querySelector('h2')?.textContent

describe('/project-staff', () => {
  it("shows the user's projects with every member's initials, name and @username", async () => {
    await renderApp('/project-staff', { as: 'staff' })
    await waitFor(() => expect(articles().length).toBeGreaterThan(0), { timeout: 15_000 })
    expect(screen.getByRole('heading', { name: 'Project Staff Assignments' })).toBeInTheDocument()
    expect(articles().map((a) => a.getAttribute('aria-label'))).toEqual(myProjects().map((p) => p.name))
    expect(screen.getByText(`${myProjects().length} projects`)).toBeInTheDocument()
    const first = myProjects()[0]!
    const card = screen.getByRole('article', { name: first.name })
    const list = within(card).getByRole('list', { name: `Members of ${first.name}` })
    expect(within(list).getAllByRole('listitem')).toHaveLength(first.memberIds.length)
    expect(within(card).getByText(`${first.memberIds.length} members`)).toBeInTheDocument()
    const staffItem = within(list).getByText('Sofia Ramirez').closest('li')!
    expect(within(staffItem).getByText('SR')).toBeInTheDocument()
    expect(within(staffItem).getByText('@staff')).toBeInTheDocument()
    expect(within(staffItem).getByText('You')).toBeInTheDocument()
  })

  it('searches by project name, member name or username, in the URL', async () => {
    const user = userEvent.setup()
    const { history } = await renderApp('/project-staff', { as: 'staff' })
    await waitFor(() => expect(articles().length).toBeGreaterThan(0), { timeout: 15_000 })
    const box = screen.getByRole('textbox', { name: 'Search projects and members' })
    const project = myProjects()[1]!
    await user.click(box)
    await user.paste(project.name)
    await waitFor(() => expect(articles().map((a) => a.getAttribute('aria-label'))).toEqual([project.name]))
    await waitFor(() => expect(history.location.search).toContain('q='))
    expect(within(articles()[0]!).getAllByRole('listitem')).toHaveLength(project.memberIds.length)

    const other = db.users.findFirst((q) => q.where({ id: project.memberIds.find((id) => id > 3)! }))!
    const holding = myProjects().filter((p) => p.memberIds.includes(other.id)).map((p) => p.name)
    await user.clear(box)
    await user.paste(`${other.firstName} ${other.lastName}`)
    await waitFor(() => expect(articles().map((a) => a.getAttribute('aria-label'))).toEqual(holding))
    for (const article of articles()) expect(within(article).getAllByRole('listitem')).toHaveLength(1)

    await user.clear(box)
    await user.paste(`@${other.username}`)
    await waitFor(() => expect(articles().map((a) => a.getAttribute('aria-label'))).toEqual(holding))

    await user.clear(box)
    await user.paste('zzzz')
    expect(await screen.findByText('No projects found')).toBeInTheDocument()
  })

  it('says so when the user has no projects', async () => {
    server.use(http.get(apiUrl('/staff/:userId/projects'), () => HttpResponse.json([])))
    await renderApp('/project-staff', { as: 'staff' })
    expect(await screen.findByText('No projects found', {}, { timeout: 15_000 })).toBeInTheDocument()
    expect(screen.getByText('You are not a member of any project yet.')).toBeInTheDocument()
  })

  it('toasts Failed to fetch project staff data', async () => {
    server.use(http.get(apiUrl('/staff/:userId/projects'), () => HttpResponse.json({ message: 'no' }, { status: 500 })))
    await renderApp('/project-staff', { as: 'staff' })
    // The page's error and the toast (its stack loads with the first toast).
    await waitFor(() => expect(screen.getAllByText('Failed to fetch project staff data')).toHaveLength(2), { timeout: 15_000 })
  })
})

describe('/project-tasks', () => {
  async function ready() {
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/tasks? found/), { timeout: 15_000 })
  }

  it("groups the tasks of the user's projects by project with the count found", async () => {
    await renderApp('/project-tasks', { as: 'staff' })
    await ready()
    expect(screen.getByRole('status')).toHaveTextContent(`${myTasks().length} tasks found`)
    expect(sections().map(headingOf)).toEqual(myProjects().map((p) => p.name))
    const first = myProjects()[0]!
    const section = screen.getByRole('region', { name: first.name })
    const count = myTasks().filter((t) => t.projectId === first.id).length
    expect(within(section).getAllByRole('listitem')).toHaveLength(8)
    await userEvent.setup().click(within(section).getByRole('button', { name: `Show all ${count} tasks` }))
    expect(within(section).getAllByRole('listitem')).toHaveLength(count)
    // Open work first, highest priority first.
    const firstRow = within(section).getAllByRole('listitem')[0]!
    expect(within(firstRow).getByText('High')).toBeInTheDocument()
  })

  it('sorts each project’s tasks by the field and direction in the URL, and keeps the order through Clear filters (issue 20)', async () => {
    const user = userEvent.setup()
    const { history } = await renderApp('/project-tasks', { as: 'staff' })
    await ready()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Due date')
    await waitFor(() => expect(history.location.search).toContain('sort=due'))
    const first = myProjects()[0]!
    const section = screen.getByRole('region', { name: first.name })
    const ofFirst = myTasks().filter((t) => t.projectId === first.id)
    const due = (dir: 1 | -1) => ofFirst.filter((t) => t.dueDate).sort((a, b) => dir * a.dueDate!.localeCompare(b.dueDate!) || b.id - a.id)[0]!
    await waitFor(() => expect(within(section).getAllByRole('listitem')[0]).toHaveAttribute('data-testid', `task-${due(1).id}`))
    await user.click(screen.getByRole('button', { name: 'Descending' }))
    await waitFor(() => expect(history.location.search).toContain('dir=desc'))
    await waitFor(() => expect(within(section).getAllByRole('listitem')[0]).toHaveAttribute('data-testid', `task-${due(-1).id}`))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'To Do')
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(history.location.search).not.toContain('status='))
    expect(history.location.search).toContain('sort=due')
  })

  it('filters by status in the URL; In Review counts as in progress', async () => {
    const user = userEvent.setup()
    const { history } = await renderApp('/project-tasks', { as: 'staff' })
    await ready()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'In Progress')
    await waitFor(() => expect(history.location.search).toContain('status=in-progress'))
    const expected = myTasks().filter((t) => t.status === 'IN_PROGRESS' || t.status === 'IN_REVIEW').length
    expect(myTasks().some((t) => t.status === 'IN_REVIEW')).toBe(true)
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`${expected} tasks found`))
  })

  it.each([
    ['todo', (t: { status: string }) => t.status === 'TODO'],
    ['completed', (t: { status: string }) => t.status === 'COMPLETED'],
  ])('reads status=%s from the URL', async (status, keep) => {
    await renderApp(`/project-tasks?status=${status}`, { as: 'staff' })
    await ready()
    expect(screen.getByRole('status')).toHaveTextContent(`${myTasks().filter(keep).length} tasks found`)
  })

  it.each(['low', 'medium', 'high', 'urgent'] as const)('filters priority=%s through the one priority module', async (priority) => {
    await renderApp(`/project-tasks?priority=${priority}`, { as: 'staff' })
    await ready()
    const expected = myTasks().filter((t) => matchesPriorityFilter({ ...t, priority: toTaskPriority(t.priority)! }, priority)).length
    expect(expected).toBeGreaterThan(0)
    expect(screen.getByRole('status')).toHaveTextContent(`${expected} ${expected === 1 ? 'task' : 'tasks'} found`)
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveDisplayValue(priority.charAt(0).toUpperCase() + priority.slice(1))
  })

  it('filters by project and searches, keeping both in the URL', async () => {
    const user = userEvent.setup()
    const project = myProjects()[2]!
    const { history } = await renderApp(`/project-tasks?project=${project.id}`, { as: 'staff' })
    await ready()
    expect(sections().map(headingOf)).toEqual([project.name])
    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveDisplayValue(project.name)
    const task = db.tasks.findFirst((q) => q.where({ projectId: project.id }))!
    const box = screen.getByRole('textbox', { name: 'Search tasks' })
    await user.click(box)
    await user.paste(task.title)
    await waitFor(() => expect(history.location.search).toMatch(/project=\d+.*q=|q=.*project=\d+/))
    const expected = myTasks().filter((t) => t.projectId === project.id && t.title.toLowerCase().includes(task.title.toLowerCase())).length
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`${expected} ${expected === 1 ? 'task' : 'tasks'} found`))
    expect(screen.getByTestId(`task-${task.id}`)).toHaveTextContent(task.title)
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`${myTasks().length} tasks found`))
    expect(history.location.search).toBe('')
    expect(box).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveDisplayValue('All Projects')

    // A link (or the back button) that brings filters shows them in the boxes as well as in the list.
    history.push(`/project-tasks?project=${project.id}&q=${encodeURIComponent(task.title)}`)
    await waitFor(() => expect(box).toHaveValue(task.title))
    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveDisplayValue(project.name)
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`${expected} ${expected === 1 ? 'task' : 'tasks'} found`))
  })

  it('shows No tasks found and 0 tasks found when nothing matches', async () => {
    await renderApp('/project-tasks?q=zzzz-nothing', { as: 'staff' })
    await ready()
    expect(screen.getByRole('status')).toHaveTextContent('0 tasks found')
    expect(screen.getByText('No tasks found')).toBeInTheDocument()
  })

  it('toasts Failed to fetch project tasks data when the projects fail', async () => {
    server.use(http.get(apiUrl('/staff/:userId/projects'), () => HttpResponse.json({ message: 'no' }, { status: 500 })))
    await renderApp('/project-tasks', { as: 'staff' })
    await waitFor(() => expect(screen.getAllByText('Failed to fetch project tasks data')).toHaveLength(2), { timeout: 15_000 })
  })

  it("toasts and marks the project when one project's tasks fail; the rest still show", async () => {
    const broken = myProjects()[0]!
    server.use(http.get(apiUrl(`/staff/projects/${broken.id}/tasks`), () => HttpResponse.json({ message: 'no' }, { status: 500 })))
    await renderApp('/project-tasks', { as: 'staff' })
    await ready()
    expect(await screen.findByText('Failed to fetch project tasks data')).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: broken.name })).getByText('Could not load this project’s tasks.')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(`${myTasks().filter((t) => t.projectId !== broken.id).length} tasks found`)
  })
})
