import { notifications } from '@mantine/notifications'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db'
import { DEMO_IDS } from '../../../mocks/seed'
import { readStoredSession } from '@/lib/session-storage'
import { renderApp, findFormDialog } from '@/test/render'

// Mantine keeps toasts in a module-level store: without this, earlier tests' toasts fill the limit.
beforeEach(() => notifications.clean())

const accountMenu = () => screen.getByRole('button', { name: /, account menu$/ })
const roleNames = () => readStoredSession()?.roles.map((role) => role.name).sort()

async function editOwnAccount() {
  await waitFor(() => expect(screen.getByTestId('user-admin')).toBeInTheDocument(), { timeout: 15_000 })
  await userEvent.setup().click(within(screen.getByTestId('user-admin')).getByRole('button', { name: 'Edit Amelia Hart' }))
  return findFormDialog('Edit User')
}

describe('an admin editing their own account', () => {
  it('renames themselves: the header shows the new name at once and the stored session keeps its token', async () => {
    const user = userEvent.setup()
    await renderApp('/users', { as: 'admin' })
    const token = readStoredSession()?.token
    const dialog = await editOwnAccount()
    expect(accountMenu()).toHaveTextContent('Amelia Hart')
    const firstName = within(dialog).getByLabelText(/^First name/)
    await user.clear(firstName)
    await user.type(firstName, 'Amy')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument()
    await waitFor(() => expect(accountMenu()).toHaveTextContent('Amy Hart'))
    expect(accountMenu()).not.toHaveTextContent('Amelia')
    expect(readStoredSession()).toMatchObject({ id: DEMO_IDS.admin, firstName: 'Amy', token })
    // Still signed in with the same rights: the admin entries stay.
    expect(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: /^Users/ })).toBeInTheDocument()
  })

  it('cannot remove their own admin role: the server refuses and the session keeps it', async () => {
    const user = userEvent.setup()
    await renderApp('/users', { as: 'admin' })
    const dialog = await editOwnAccount()
    await user.click(within(dialog).getByRole('combobox', { name: 'Roles' }))
    await user.click(await within(dialog).findByRole('option', { name: 'ROLE_ADMIN', hidden: true }))
    await user.click(await within(dialog).findByRole('option', { name: 'ROLE_STAFF', hidden: true }))
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot remove your own admin role')
    expect(await screen.findByText('Failed to update user')).toBeInTheDocument()
    expect(roleNames()).toEqual(['ROLE_ADMIN'])
    expect(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: /^Users/ })).toBeInTheDocument()
  })

  it('renaming or deleting a role they hold updates their session at once', async () => {
    await db.users.update((q) => q.where({ id: DEMO_IDS.admin }), {
      strict: true,
      data(draft) {
        draft.roleIds = [1, 2]
      },
    })
    const user = userEvent.setup()
    await renderApp('/roles', { as: 'admin' })
    expect(roleNames()).toEqual(['ROLE_ADMIN', 'ROLE_MANAGER'])
    const card = await screen.findByRole('article', { name: 'ROLE_MANAGER' }, { timeout: 15_000 })
    await user.click(within(card).getByRole('button', { name: 'Edit ROLE_MANAGER' }))
    const dialog = await findFormDialog('Edit Role')
    const name = within(dialog).getByLabelText(/^Role name/)
    await user.clear(name)
    await user.type(name, 'ROLE_LEAD')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Role updated successfully')).toBeInTheDocument()
    expect(roleNames()).toEqual(['ROLE_ADMIN', 'ROLE_LEAD'])

    const renamed = await screen.findByRole('article', { name: 'ROLE_LEAD' })
    await user.click(within(renamed).getByRole('button', { name: 'Delete ROLE_LEAD' }))
    // By its name: the edit dialog may still be closing.
    const confirm = await screen.findByRole('dialog', { name: 'Delete Role' })
    await user.click(within(confirm).getByRole('button', { name: /^Delete/ }))
    expect(await screen.findByText('Role deleted successfully')).toBeInTheDocument()
    expect(roleNames()).toEqual(['ROLE_ADMIN'])
  })
})
