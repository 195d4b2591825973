import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { notifications } from '@mantine/notifications'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { verifyPassword } from '../../../mocks/secrets'
import { apiUrl } from '@/lib/config'
import { renderApp, findFormDialog } from '@/test/render'

// A plain selector: role queries over a full table are slow enough in jsdom to starve the deferred search render.
const rows = () => [...(screen.queryByRole('table', { name: 'Users' })?.querySelectorAll<HTMLElement>('tbody tr') ?? [])]
const row = (username: string) => screen.getByTestId(`user-${username}`)

async function ready() {
  await waitFor(() => expect(screen.getByRole('table', { name: 'Users' })).toBeInTheDocument(), { timeout: 15_000 })
}

async function search(text: string) {
  const user = userEvent.setup()
  const box = screen.getByRole('textbox', { name: 'Search users' })
  await user.click(box)
  await user.clear(box)
  // One input event per search keeps the test fast; typing is covered by the role search below.
  if (text) await user.paste(text)
}

async function fill(dialog: HTMLElement, values: Record<string, string>) {
  const user = userEvent.setup()
  for (const [label, value] of Object.entries(values)) {
    const input = within(dialog).getByLabelText(new RegExp(`^${label}`))
    await user.clear(input)
    await user.type(input, value)
  }
}

async function pickRole(dialog: HTMLElement, role: string) {
  const user = userEvent.setup()
  await user.click(within(dialog).getByRole('combobox', { name: 'Roles' }))
  await user.click(await within(dialog).findByRole('option', { name: role, hidden: true }))
}

// Mantine keeps toasts in a module-level store: without this, earlier tests' toasts fill the limit.
beforeEach(() => notifications.clean())

describe('/users', () => {
  it('lists every user with name, @username, email and roles', async () => {
    await renderApp('/users', { as: 'admin' })
    await ready()
    expect(screen.getByRole('heading', { name: 'User Management' })).toBeInTheDocument()
    expect(rows()).toHaveLength(db.users.count())
    const staff = row('staff')
    for (const text of ['Sofia Ramirez', '@staff', 'staff@taskhive.example', 'ROLE_STAFF']) expect(within(staff).getByText(text)).toBeInTheDocument()
    expect(screen.getByText(`${db.users.count()} users`)).toBeInTheDocument()
  })

  it('searches by first name, last name and username, in the URL', async () => {
    const { history } = await renderApp('/users', { as: 'admin' })
    await ready()
    await search('Sofia')
    await waitFor(() => expect(rows().map((r) => r.dataset.testid)).toEqual(['user-staff']))
    await waitFor(() => expect(history.location.search).toContain('q=Sofia'))
    await search('bennett')
    await waitFor(() => expect(rows().map((r) => r.dataset.testid)).toEqual(['user-manager']))
    await search('grace.kim')
    await waitFor(() => expect(rows().map((r) => r.dataset.testid)).toEqual(['user-grace.kim']))
    await search('zzzz')
    expect(await screen.findByText('No users found')).toBeInTheDocument()
    expect(screen.getByText('No users match “zzzz”. Try another search.')).toBeInTheDocument()
  })

  it('searches by email and role name', async () => {
    await renderApp('/users', { as: 'admin' })
    await ready()
    await search('priya.nair@taskhive')
    await waitFor(() => expect(rows().map((r) => r.dataset.testid)).toEqual(['user-priya.nair']))
    await search('role_manager')
    const managers = db.users.all().filter((u) => u.roleIds.includes(2)).length
    await waitFor(() => expect(rows()).toHaveLength(managers))
    expect(managers).toBe(4)
  })

  it('reads the search from the URL', async () => {
    await renderApp('/users?q=ROLE_ADMIN', { as: 'admin' })
    await ready()
    expect(rows().map((r) => r.dataset.testid)).toEqual(['user-admin', 'user-nora.jensen'])
  })

  it('validates the create dialog and writes nothing', async () => {
    const user = userEvent.setup()
    await renderApp('/users', { as: 'admin' })
    await ready()
    const before = db.users.count()
    await user.click(screen.getByRole('button', { name: 'New User' }))
    const dialog = await findFormDialog('Create New User')
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }))
    for (const message of ['First name is required', 'Last name is required', 'Username is required', 'Password is required', 'Email is required', 'Mobile number is required']) {
      expect(within(dialog).getByText(message)).toBeInTheDocument()
    }
    await fill(dialog, { Email: 'not-an-email', Password: '123' })
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }))
    expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument()
    expect(within(dialog).getByText('Use at least 6 characters')).toBeInTheDocument()
    expect(db.users.count()).toBe(before)
  })

  it('creates a user with the chosen roles through the server', async () => {
    const user = userEvent.setup()
    await renderApp('/users', { as: 'admin' })
    await ready()
    await user.click(screen.getByRole('button', { name: 'New User' }))
    const dialog = await findFormDialog('Create New User')
    // A new user starts with the staff role, like a self-registered one.
    expect(await within(dialog).findByText('ROLE_STAFF', { selector: '.mantine-Pill-label' })).toBeInTheDocument()
    await fill(dialog, { 'First name': 'Rita', 'Last name': 'Vance', Username: 'rita.vance', Password: 'secret123', Email: 'rita@example.com', 'Mobile number': '+1 555 0199' })
    await pickRole(dialog, 'ROLE_MANAGER')
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }))
    expect(await screen.findByText('User created successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New User' })).toBeNull())
    const created = db.users.findFirst((q) => q.where({ username: 'rita.vance' }))!
    expect(created).toMatchObject({ firstName: 'Rita', lastName: 'Vance', email: 'rita@example.com', mobileNo: '+1 555 0199' })
    // The chosen password signs in; it is kept only salted and hashed (issue 21).
    expect(verifyPassword('secret123', created.passwordHash)).toBe(true)
    expect(created.passwordHash).not.toContain('secret123')
    expect(created.roleIds.sort()).toEqual([2, 3])
    expect(await screen.findByTestId('user-rita.vance')).toHaveTextContent('Rita Vance')
  })

  it('shows the server’s duplicate-username message in the dialog and toasts Failed to create user', async () => {
    const user = userEvent.setup()
    await renderApp('/users', { as: 'admin' })
    await ready()
    const before = db.users.count()
    await user.click(screen.getByRole('button', { name: 'New User' }))
    const dialog = await findFormDialog('Create New User')
    await fill(dialog, { 'First name': 'Another', 'Last name': 'Sofia', Username: 'staff', Password: 'secret123', Email: 'other@example.com', 'Mobile number': '+1 555 0100' })
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Username 'staff' is already taken")
    expect(within(dialog).getByLabelText(/^Username/)).toHaveAccessibleDescription("Username 'staff' is already taken")
    expect(await screen.findByText('Failed to create user')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Create New User' })).toBeInTheDocument()
    expect(db.users.count()).toBe(before)
  })

  it('edits a user without a password field and saves names and roles', async () => {
    const user = userEvent.setup()
    await renderApp('/users', { as: 'admin' })
    await ready()
    await user.click(within(row('grace.kim')).getByRole('button', { name: 'Edit Grace Kim' }))
    const dialog = await findFormDialog('Edit User')
    expect(within(dialog).queryByLabelText(/^Password/)).toBeNull()
    expect(within(dialog).getByLabelText(/^Username/)).toHaveValue('grace.kim')
    await fill(dialog, { 'Last name': 'Kim-Park' })
    await pickRole(dialog, 'ROLE_MANAGER')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument()
    const saved = db.users.findFirst((q) => q.where({ username: 'grace.kim' }))!
    expect(saved.lastName).toBe('Kim-Park')
    expect(saved.roleIds.sort()).toEqual([2, 3])
    await waitFor(() => expect(row('grace.kim')).toHaveTextContent('Grace Kim-Park'))
    expect(within(row('grace.kim')).getByText('ROLE_MANAGER')).toBeInTheDocument()
  })

  it('refuses a username taken by someone else on edit, in the dialog', async () => {
    const user = userEvent.setup()
    await renderApp('/users', { as: 'admin' })
    await ready()
    await user.click(within(row('grace.kim')).getByRole('button', { name: 'Edit Grace Kim' }))
    const dialog = await findFormDialog('Edit User')
    await fill(dialog, { Username: 'manager' })
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Username 'manager' is already taken")
    expect(await screen.findByText('Failed to update user')).toBeInTheDocument()
  })

  it('deletes a user after a confirmation; their tasks become unassigned', async () => {
    const user = userEvent.setup()
    await renderApp('/users', { as: 'admin' })
    await ready()
    const grace = db.users.findFirst((q) => q.where({ username: 'grace.kim' }))!
    expect(db.tasks.findMany((q) => q.where({ assigneeId: grace.id })).length).toBeGreaterThan(0)
    await user.click(within(row('grace.kim')).getByRole('button', { name: 'Delete Grace Kim' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' })
    expect(within(dialog).getByText('Are you sure you want to delete this user?')).toBeInTheDocument()
    expect(within(dialog).getByText(/Grace Kim \(@grace\.kim\)/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByTestId('user-grace.kim')).toBeNull())
    expect(db.users.findFirst((q) => q.where({ id: grace.id }))).toBeUndefined()
    expect(db.tasks.findMany((q) => q.where({ assigneeId: grace.id }))).toHaveLength(0)
  })

  it('does not offer deleting your own account, and its hint says why', async () => {
    const user = userEvent.setup()
    await renderApp('/users', { as: 'admin' })
    await ready()
    const own = within(row('admin')).getByRole('button', { name: 'Delete Amelia Hart' })
    expect(own).toHaveAttribute('aria-disabled', 'true')
    await user.hover(own)
    expect(await screen.findByRole('tooltip')).toHaveTextContent('You cannot delete your own account')
    await user.click(own)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(db.users.findFirst((q) => q.where({ username: 'admin' }))).toBeDefined()
  })

  it('toasts Failed to fetch users and offers a retry', async () => {
    server.use(http.get(apiUrl('/users'), () => HttpResponse.json({ message: 'no' }, { status: 500 })))
    await renderApp('/users', { as: 'admin' })
    await waitFor(() => expect(screen.getAllByText('Failed to fetch users')).toHaveLength(2), { timeout: 15_000 })
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('toasts Failed to delete user when the server refuses', async () => {
    const user = userEvent.setup()
    server.use(http.delete(apiUrl('/admin/users/:id'), () => HttpResponse.json({ message: 'Database is read-only' }, { status: 500 })))
    await renderApp('/users', { as: 'admin' })
    await ready()
    await user.click(within(row('grace.kim')).getByRole('button', { name: 'Delete Grace Kim' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete user')).toBeInTheDocument()
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Database is read-only')
    expect(db.users.findFirst((q) => q.where({ username: 'grace.kim' }))).toBeDefined()
  })

  it('is closed to staff: the no-access page', async () => {
    await renderApp('/users', { as: 'staff' })
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" }, { timeout: 15_000 })).toBeInTheDocument()
  })
})
