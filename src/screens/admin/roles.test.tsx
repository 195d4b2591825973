import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { notifications } from '@mantine/notifications'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { apiUrl } from '@/lib/config'
import { renderApp, findFormDialog } from '@/test/render'

const cards = () => [...document.querySelectorAll<HTMLElement>('main article')]
const card = (name: string) => screen.getByRole('article', { name })

async function ready() {
  await waitFor(() => expect(cards().length).toBeGreaterThan(0), { timeout: 15_000 })
}

async function openEdit(name: string) {
  await userEvent.setup().click(within(card(name)).getByRole('button', { name: `Edit ${name}` }))
  return findFormDialog('Edit Role')
}

async function rename(dialog: HTMLElement, name: string) {
  const user = userEvent.setup()
  const input = within(dialog).getByLabelText(/^Role name/)
  await user.clear(input)
  if (name) await user.type(input, name)
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
}

// Mantine keeps toasts in a module-level store: without this, earlier tests' toasts fill the limit.
beforeEach(() => notifications.clean())

describe('/roles', () => {
  it('shows every role with its id, what it grants and how many hold it', async () => {
    await renderApp('/roles', { as: 'admin' })
    await ready()
    expect(screen.getByRole('heading', { name: 'Role Management' })).toBeInTheDocument()
    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(['ROLE_ADMIN', 'ROLE_MANAGER', 'ROLE_STAFF', 'ROLE_USER'])
    expect(within(card('ROLE_MANAGER')).getByText('ID 2')).toBeInTheDocument()
    expect(within(card('ROLE_ADMIN')).getByText('Grants admin access')).toBeInTheDocument()
    expect(within(card('ROLE_USER')).getByText('Grants no access of its own')).toBeInTheDocument()
    const staffHolders = db.users.all().filter((u) => u.roleIds.includes(3)).length
    await waitFor(() => expect(within(card('ROLE_STAFF')).getByText(`${staffHolders} users`)).toBeInTheDocument())
  })

  it('searches by name or id, in the URL', async () => {
    const user = userEvent.setup()
    const { history } = await renderApp('/roles', { as: 'admin' })
    await ready()
    await user.type(screen.getByRole('textbox', { name: 'Search roles' }), 'man')
    await waitFor(() => expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(['ROLE_MANAGER']))
    await waitFor(() => expect(history.location.search).toContain('q=man'))
    await user.clear(screen.getByRole('textbox', { name: 'Search roles' }))
    await user.type(screen.getByRole('textbox', { name: 'Search roles' }), '4')
    await waitFor(() => expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(['ROLE_USER']))
    await user.type(screen.getByRole('textbox', { name: 'Search roles' }), '2')
    expect(await screen.findByText('No roles found')).toBeInTheDocument()
  })

  it('requires a name and creates a role', async () => {
    const user = userEvent.setup()
    await renderApp('/roles', { as: 'admin' })
    await ready()
    await user.click(screen.getByRole('button', { name: 'New Role' }))
    const dialog = await findFormDialog('Create New Role')
    await user.type(within(dialog).getByLabelText(/^Role name/), '   ')
    await user.click(within(dialog).getByRole('button', { name: 'Create Role' }))
    expect(within(dialog).getByText('Role name is required')).toBeInTheDocument()
    expect(db.roles.count()).toBe(4)
    await user.type(within(dialog).getByLabelText(/^Role name/), 'ROLE_AUDITOR')
    await user.click(within(dialog).getByRole('button', { name: 'Create Role' }))
    expect(await screen.findByText('Role created successfully')).toBeInTheDocument()
    expect(await screen.findByRole('article', { name: 'ROLE_AUDITOR' })).toHaveTextContent('ID 5')
    expect(db.roles.findFirst((q) => q.where({ name: 'ROLE_AUDITOR' }))).toBeDefined()
  })

  it('shows the server’s refusal of a duplicate name in the dialog with Failed to create role', async () => {
    const user = userEvent.setup()
    await renderApp('/roles', { as: 'admin' })
    await ready()
    await user.click(screen.getByRole('button', { name: 'New Role' }))
    const dialog = await findFormDialog('Create New Role')
    await user.type(within(dialog).getByLabelText(/^Role name/), 'role_staff')
    await user.click(within(dialog).getByRole('button', { name: 'Create Role' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Role 'role_staff' already exists")
    expect(await screen.findByText('Failed to create role')).toBeInTheDocument()
    expect(db.roles.count()).toBe(4)
  })

  it('renames a role, and the users who hold it show the new name', async () => {
    const { history } = await renderApp('/roles', { as: 'admin' })
    await ready()
    const dialog = await openEdit('ROLE_USER')
    expect(within(dialog).getByLabelText(/^Role name/)).toHaveValue('ROLE_USER')
    await rename(dialog, '')
    expect(within(dialog).getByText('Role name is required')).toBeInTheDocument()
    await rename(dialog, 'ROLE_GUEST')
    expect(await screen.findByText('Role updated successfully')).toBeInTheDocument()
    expect(await screen.findByRole('article', { name: 'ROLE_GUEST' })).toHaveTextContent('ID 4')
    history.push('/users?q=victor')
    const victor = await screen.findByTestId('user-victor.almeida', {}, { timeout: 15_000 })
    expect(within(victor).getByText('ROLE_GUEST')).toBeInTheDocument()
  })

  it('deletes a role after the spec confirmation; holders lose it', async () => {
    const user = userEvent.setup()
    await renderApp('/roles', { as: 'admin' })
    await ready()
    await user.click(within(card('ROLE_USER')).getByRole('button', { name: 'Delete ROLE_USER' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Role' })
    expect(within(dialog).getByText('Are you sure you want to delete this role? Users with this role may be affected.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Role deleted successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('article', { name: 'ROLE_USER' })).toBeNull())
    expect(db.users.findFirst((q) => q.where({ username: 'victor.almeida' }))?.roleIds).toEqual([])
  })

  it('will not let an admin remove their own admin access: the reason stays in the dialog', async () => {
    await renderApp('/roles', { as: 'admin' })
    await ready()
    const dialog = await openEdit('ROLE_ADMIN')
    await rename(dialog, 'ROLE_BOSS')
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This change would remove your own admin access')
    expect(await screen.findByText('Failed to update role')).toBeInTheDocument()
    expect(db.roles.findFirst((q) => q.where({ id: 1 }))?.name).toBe('ROLE_ADMIN')
  })

  it('toasts Failed to delete role and Failed to fetch roles', async () => {
    const user = userEvent.setup()
    await renderApp('/roles', { as: 'admin' })
    await ready()
    await user.click(within(card('ROLE_ADMIN')).getByRole('button', { name: 'Delete ROLE_ADMIN' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Role' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete role')).toBeInTheDocument()
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This change would remove your own admin access')
    server.use(http.get(apiUrl('/admin/roles'), () => HttpResponse.json({ message: 'no' }, { status: 500 })))
    await renderApp('/roles', { as: 'admin' })
    expect((await screen.findAllByText('Failed to fetch roles', {}, { timeout: 15_000 })).length).toBeGreaterThan(0)
  })

  it('is closed to managers: the no-access page', async () => {
    await renderApp('/roles', { as: 'manager' })
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" }, { timeout: 15_000 })).toBeInTheDocument()
  })
})
