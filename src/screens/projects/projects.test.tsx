import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { notifications } from '@mantine/notifications'
import { afterEach, describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db'
import { DEMO_IDS } from '../../../mocks/seed'
import { server } from '../../../mocks/node'
import { apiPaths } from '@/contract/paths'
import { apiUrl } from '@/lib/config'
import { call } from '../../../mocks/test/api'
import { PROJECT_PALETTE, projectColor } from '@/domains/projects/utils/project-meta'
import { renderApp, findFormDialog } from '@/test/render'

// Mantine's notification store outlives each render; a full queue would hide the next test's toasts.
afterEach(() => notifications.clean())

const cards = () => screen.queryAllByRole('article')
const card = (name: string) => screen.getByRole('article', { name })

async function ready() {
  await waitFor(() => expect(cards().length).toBeGreaterThan(0), { timeout: 15_000 })
}

describe('/projects', { timeout: 60_000 }, () => {
  it('shows every project with status badge, dates, members and its colour', async () => {
    await renderApp('/projects', { as: 'manager' })
    await ready()
    expect(screen.getByRole('heading', { name: 'Projects' })).toBeInTheDocument()
    expect(cards()).toHaveLength(db.projects.all().length)
    const website = card('Website Redesign')
    expect(within(website).getByText('active')).toBeInTheDocument()
    expect(within(card('Data Warehouse Migration')).getByText('on hold')).toBeInTheDocument()
    expect(within(card('Security Audit')).getByText('completed')).toBeInTheDocument()
    expect(website.querySelector('[data-color]')?.getAttribute('data-color')).toBe(projectColor(1))
    for (const name of ['View', 'Edit', 'Add Member', 'Delete']) expect(within(website).getByText(name)).toBeInTheDocument()
    const members = db.projects.findFirst((q) => q.where({ id: 1 }))!.memberIds
    if (members.length > 3) expect(await within(website).findByText(`+${members.length - 3} more`)).toBeInTheDocument()
  })

  it('derives colours from the 8-colour palette by id', () => {
    expect(new Set(Array.from({ length: 16 }, (_, i) => projectColor(i + 1))).size).toBe(8)
    expect(projectColor(9)).toBe(projectColor(1))
    expect(PROJECT_PALETTE).toEqual(['#8B5CF6', '#06B6D4', '#F59E0B', '#EF4444', '#10B981', '#8B5A2B', '#EC4899', '#6366F1'])
  })

  it('shows other statuses neutral and No members assigned when a member fetch fails', async () => {
    server.use(
      http.get(apiUrl('/staff/projects'), () =>
        HttpResponse.json([
          { id: 1, name: 'Odd', description: 'plain words, not a delta', startDate: null, dueDate: null, status: 'archived', members: [], createdAt: new Date().toISOString() },
        ]),
      ),
      http.get(apiUrl('/staff/projects/:id/members'), () => HttpResponse.json({ message: 'no' }, { status: 500 })),
    )
    await renderApp('/projects', { as: 'manager' })
    await ready()
    expect(within(card('Odd')).getByText('archived').closest('[data-status]')).toHaveAttribute('data-status', 'neutral')
    expect(await within(card('Odd')).findByText('No members assigned')).toBeInTheDocument()
    expect(within(card('Odd')).getByText('plain words, not a delta')).toBeInTheDocument()
  })

  it('searches name, description and status, with a search empty state', async () => {
    const user = userEvent.setup()
    const { history } = await renderApp('/projects', { as: 'manager' })
    await ready()
    await user.click(screen.getByRole('textbox', { name: 'Search projects' }))
    await user.paste('on_hold')
    // Which projects match, in whatever order the list is sorted.
    await waitFor(() => expect(cards().map((c) => c.getAttribute('aria-label')).sort()).toEqual(['Data Warehouse Migration', 'Office Move']), { timeout: 10_000 })
    await waitFor(() => expect(history.location.search).toContain('q=on_hold'))
    await user.clear(screen.getByRole('textbox', { name: 'Search projects' }))
    await user.paste('riverside')
    await waitFor(() => expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(['Office Move']), { timeout: 10_000 })
    await user.clear(screen.getByRole('textbox', { name: 'Search projects' }))
    await user.paste('no such thing')
    expect(await screen.findByText('No projects found', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getByText('No projects match “no such thing”. Try another search.')).toBeInTheDocument()
  })

  it('shows the empty state when there are no projects, and toasts a failed fetch', async () => {
    server.use(http.get(apiUrl('/staff/projects'), () => HttpResponse.json([])))
    await renderApp('/projects', { as: 'manager' })
    expect(await screen.findByText('No projects found', {}, { timeout: 15_000 })).toBeInTheDocument()
    expect(screen.getByText('Create your first project to get started.')).toBeInTheDocument()
  })

  it('toasts Failed to fetch projects', async () => {
    server.use(http.get(apiUrl('/staff/projects'), () => HttpResponse.json({ message: 'no' }, { status: 500 })))
    await renderApp('/projects', { as: 'manager' })
    expect((await screen.findAllByText('Failed to fetch projects', {}, { timeout: 15_000 })).length).toBeGreaterThan(0)
  })

  it('creates a project (name trimmed, due in 30 days) and edits it', async () => {
    const user = userEvent.setup()
    await renderApp('/projects', { as: 'manager' })
    await ready()
    await user.click(screen.getByRole('button', { name: 'New Project' }))
    let dialog = await findFormDialog('Create New Project')
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }))
    expect(await within(dialog).findByText('Project name is required')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: /Project name/ }), '  Launch party  ')
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }))
    expect(await screen.findByText('Project created successfully')).toBeInTheDocument()
    const created = db.projects.findFirst((q) => q.where({ name: 'Launch party' }))!
    expect(created.status).toBe('active')
    const start = new Date(`${created.startDate}T00:00:00`)
    start.setDate(start.getDate() + 30)
    expect(created.dueDate).toBe(start.toLocaleDateString('en-CA'))

    await waitFor(() => expect(screen.getByRole('article', { name: 'Launch party' })).toBeInTheDocument(), { timeout: 10_000 })
    await user.click(within(card('Launch party')).getByRole('button', { name: 'Edit' }))
    dialog = await findFormDialog('Edit Project')
    const name = within(dialog).getByRole('textbox', { name: /Project name/ })
    await user.clear(name)
    await user.type(name, 'Launch party 2')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Project updated successfully')).toBeInTheDocument()
    expect(db.projects.findFirst((q) => q.where({ id: created.id }))!.name).toBe('Launch party 2')
  })

  it('sorts projects newest first by default, or by the field and direction in the URL (issue 20)', async () => {
    const user = userEvent.setup()
    const { history } = await renderApp('/projects', { as: 'manager' })
    await ready()
    const newest = [...db.projects.all()].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)[0]!
    expect(cards()[0]).toHaveAccessibleName(newest.name)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name')
    await waitFor(() => expect(history.location.search).toContain('sort=name'))
    const byName = [...db.projects.all()].map((p) => p.name).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
    await waitFor(() => expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(byName))
    await user.click(screen.getByRole('button', { name: 'Descending' }))
    await waitFor(() => expect(history.location.search).toContain('dir=desc'))
    await waitFor(() => expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual([...byName].reverse()))
  })

  it('shows a project just created first, and its toast links to it (issue 20)', async () => {
    const user = userEvent.setup()
    const { history } = await renderApp('/projects?sort=name&dir=asc', { as: 'manager' })
    await ready()
    await user.click(screen.getByRole('button', { name: 'New Project' }))
    const dialog = await findFormDialog('Create New Project')
    await user.type(within(dialog).getByRole('textbox', { name: /Project name/ }), 'Zz last by name')
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }))
    expect(await screen.findByText('Project created successfully')).toBeInTheDocument()
    const created = db.projects.findFirst((q) => q.where({ name: 'Zz last by name' }))!
    await waitFor(() => expect(cards()[0]).toHaveAccessibleName('Zz last by name'), { timeout: 10_000 })
    const link = screen.getByRole('link', { name: 'View project' })
    expect(link).toHaveAttribute('href', `/projects/${created.id}`)
    await user.click(link)
    await waitFor(() => expect(history.location.pathname).toBe(`/projects/${created.id}`))
  })

  it('asks before overwriting a project changed elsewhere while its dialog was open', async () => {
    const user = userEvent.setup()
    await renderApp('/projects', { as: 'manager' })
    await ready()
    const id = db.projects.findFirst((q) => q.where({ name: 'Office Move' }))!.id
    await user.click(within(card('Office Move')).getByRole('button', { name: 'Edit' }))
    const dialog = await findFormDialog('Edit Project')
    // Someone else renames it meanwhile.
    expect((await call('PUT', apiPaths.projects.detail(id), { as: 'admin', body: { name: 'Office Move (admin)' } })).status).toBe(200)
    const name = within(dialog).getByRole('textbox', { name: /Project name/ })
    await user.clear(name)
    await user.type(name, 'Office Move (mine)')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    const question = await screen.findByRole('dialog', { name: 'Changed elsewhere' })
    expect(question).toHaveTextContent('the project “Office Move (admin)”')
    await user.click(within(question).getByRole('button', { name: 'Overwrite with mine' }))
    expect(await screen.findByText('Project updated successfully')).toBeInTheDocument()
    expect(db.projects.findFirst((q) => q.where({ id }))!.name).toBe('Office Move (mine)')
  })

  it('deletes a project after the spec confirmation', async () => {
    const user = userEvent.setup()
    await renderApp('/projects', { as: 'manager' })
    await ready()
    await user.click(within(card('Office Move')).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Project' })
    expect(within(dialog).getByText('Are you sure you want to delete this project?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Project deleted successfully')).toBeInTheDocument()
    expect(db.projects.findFirst((q) => q.where({ name: 'Office Move' }))).toBeUndefined()
  })

  it('toasts the spec messages when create, update or delete fail', async () => {
    const user = userEvent.setup()
    const fail = () => HttpResponse.json({ message: 'no' }, { status: 500 })
    server.use(http.post(apiUrl('/staff/projects'), fail), http.put(apiUrl('/staff/projects/:id'), fail), http.delete(apiUrl('/staff/projects/:id'), fail))
    await renderApp('/projects', { as: 'manager' })
    await ready()
    await user.click(screen.getByRole('button', { name: 'New Project' }))
    let dialog = await findFormDialog('Create New Project')
    await user.type(within(dialog).getByRole('textbox', { name: /Project name/ }), 'x')
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }))
    expect(await screen.findByText('Failed to create project')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await user.click(within(card('Office Move')).getByRole('button', { name: 'Edit' }))
    dialog = await findFormDialog('Edit Project')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Failed to update project')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await user.click(within(card('Office Move')).getByRole('button', { name: 'Delete' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Project' })).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete project')).toBeInTheDocument()
  })
})

describe('/projects/:id', { timeout: 60_000 }, () => {
  it('shows the project, its team and its tasks', async () => {
    const project = db.projects.findFirst((q) => q.where({ id: 2 }))!
    await renderApp('/projects/2', { as: 'manager' })
    expect(await screen.findByRole('heading', { name: project.name }, { timeout: 15_000 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects')
    expect(screen.getByRole('img', { name: `Project colour ${projectColor(2)}` })).toBeInTheDocument()
    expect(await screen.findByText(`${project.memberIds.length} members`)).toBeInTheDocument()
    const member = db.users.findFirst((q) => q.where({ id: project.memberIds[0]! }))!
    expect(within(screen.getByRole('main')).getByText(`@${member.username}`)).toBeInTheDocument()
    const tasks = db.tasks.findMany((q) => q.where({ projectId: 2 }))
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^View / })).toHaveLength(tasks.length), { timeout: 10_000 })
    expect(screen.getByRole('link', { name: `View ${tasks[0]!.title}` })).toHaveAttribute('href', `/tasks/${tasks[0]!.id}`)
    for (const name of ['Add Member', 'New Task']) expect(screen.getByRole('button', { name })).toBeInTheDocument()
  })

  it('edits the project in place with the projects-list dialog and toast', async () => {
    const user = userEvent.setup()
    await renderApp('/projects/2', { as: 'manager' })
    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 15_000 }))
    const dialog = await findFormDialog('Edit Project')
    const name = within(dialog).getByRole('textbox', { name: /Project name/ })
    await user.clear(name)
    await user.type(name, 'Renamed in place')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Project updated successfully', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Renamed in place' })).toBeInTheDocument()
    expect(db.projects.findFirst((q) => q.where({ id: 2 }))!.name).toBe('Renamed in place')
  })

  it('deletes the project after the spec confirmation and goes back to the list', async () => {
    const user = userEvent.setup()
    const { history } = await renderApp('/projects/3', { as: 'manager' })
    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 15_000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Project' })
    expect(within(dialog).getByText('Are you sure you want to delete this project?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Project deleted successfully')).toBeInTheDocument()
    await waitFor(() => expect(history.location.pathname).toBe('/projects'))
    expect(db.projects.findFirst((q) => q.where({ id: 3 }))).toBeUndefined()
  })

  it('offers Edit to those who may edit the project and Delete to managers and admins only', async () => {
    // Staff may edit a project they are in, never delete one, and do neither elsewhere (issue 21).
    const theirs = db.projects.all().find((project) => project.memberIds.includes(DEMO_IDS.staff))!
    const view = await renderApp(`/projects/${theirs.id}`, { as: 'staff' })
    await screen.findByRole('heading', { name: theirs.name }, { timeout: 15_000 })
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
    view.unmount()
    const other = db.projects.all().find((project) => !project.memberIds.includes(DEMO_IDS.staff))!
    await renderApp(`/projects/${other.id}`, { as: 'staff' })
    await screen.findByRole('heading', { name: other.name }, { timeout: 15_000 })
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
  })

  it('creates a task in the project', async () => {
    const user = userEvent.setup()
    await renderApp('/projects/4', { as: 'manager' })
    await user.click(await screen.findByRole('button', { name: 'New Task' }, { timeout: 15_000 }))
    const dialog = await findFormDialog('Create New Task')
    expect(within(dialog).getByRole('combobox', { name: /Project/ })).toHaveValue('Data Warehouse Migration')
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Check row counts')
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }))
    expect(await screen.findByText('Task created successfully')).toBeInTheDocument()
    expect(db.tasks.findFirst((q) => q.where({ title: 'Check row counts' }))?.projectId).toBe(4)
    expect(await screen.findByRole('link', { name: 'View Check row counts' })).toBeInTheDocument()
  })

  it('sorts the project’s tasks by the field and direction in the URL (issue 20)', async () => {
    const user = userEvent.setup()
    const { history } = await renderApp('/projects/2?sort=title&dir=asc', { as: 'manager' })
    const tasks = db.tasks.findMany((q) => q.where({ projectId: 2 }))
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^View / })).toHaveLength(tasks.length), { timeout: 15_000 })
    const titles = () => screen.getAllByRole('link', { name: /^View / }).map((link) => link.getAttribute('aria-label')!.slice('View '.length))
    const byTitle = tasks.map((t) => t.title).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
    expect(titles()).toEqual(byTitle)
    await user.click(screen.getByRole('button', { name: 'Descending' }))
    await waitFor(() => expect(history.location.search).toContain('dir=desc'))
    await waitFor(() => expect(titles()).toEqual([...byTitle].reverse()))
  })

  it('puts a task just created first and its toast links to it (issue 20)', async () => {
    const user = userEvent.setup()
    await renderApp('/projects/4', { as: 'manager' })
    await user.click(await screen.findByRole('button', { name: 'New Task' }, { timeout: 15_000 }))
    const dialog = await findFormDialog('Create New Task')
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Newest of all')
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }))
    expect(await screen.findByText('Task created successfully')).toBeInTheDocument()
    const created = db.tasks.findFirst((q) => q.where({ title: 'Newest of all' }))!
    expect(screen.getByRole('link', { name: 'View task' })).toHaveAttribute('href', `/tasks/${created.id}`)
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^View / })[0]).toHaveAttribute('href', `/tasks/${created.id}`))
  })

  it('says Project Not Found for a missing project', async () => {
    await renderApp('/projects/999', { as: 'manager' })
    expect(await screen.findByRole('heading', { name: 'Project Not Found' }, { timeout: 15_000 })).toBeInTheDocument()
  })

  it('toasts Failed to load project and goes to /projects when loading fails', async () => {
    server.use(http.get(apiUrl('/staff/projects/:id'), () => HttpResponse.json({ message: 'no' }, { status: 500 })))
    const { history } = await renderApp('/projects/1', { as: 'manager' })
    expect(await screen.findByText('Failed to load project', {}, { timeout: 15_000 })).toBeInTheDocument()
    await waitFor(() => expect(history.location.pathname).toBe('/projects'))
  })
})
