import { MantineProvider } from '@mantine/core'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { RoleFormDialog } from '@/domains/roles/components/role-form-dialog'

async function renderRoleDialog() {
  const onClose = vi.fn()
  const onSubmit = vi.fn()
  render(
    <MantineProvider>
      <RoleFormDialog opened onClose={onClose} onSubmit={onSubmit} />
    </MantineProvider>,
  )
  const dialog = await screen.findByRole('dialog', { name: 'Create New Role' })
  const name = await within(dialog).findByLabelText(/^Role name/)
  return { dialog, name, onClose, onSubmit }
}

const question = () => screen.queryByRole('dialog', { name: 'Discard changes?' })

describe('a form dialog with unsaved input', () => {
  it('closes at once on Escape when nothing was changed', async () => {
    const { onClose } = await renderRoleDialog()
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(question()).toBeNull()
  })

  it('asks before Escape discards input; Keep editing keeps it, Discard closes', async () => {
    const user = userEvent.setup()
    const { name, onClose } = await renderRoleDialog()
    await user.type(name, 'ROLE_AUDITOR')
    await user.keyboard('{Escape}')
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' })
    expect(onClose).not.toHaveBeenCalled()
    // The safe answer has the focus, so Enter or Space keeps the input.
    await waitFor(() => expect(within(ask).getByRole('button', { name: 'Keep editing' })).toHaveFocus())
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }))
    await waitFor(() => expect(question()).toBeNull())
    expect(name).toHaveValue('ROLE_AUDITOR')
    expect(onClose).not.toHaveBeenCalled()

    await user.keyboard('{Escape}')
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('Escape in the question keeps editing rather than closing both', async () => {
    const user = userEvent.setup()
    const { name, onClose } = await renderRoleDialog()
    await user.type(name, 'x')
    await user.keyboard('{Escape}')
    await screen.findByRole('dialog', { name: 'Discard changes?' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(question()).toBeNull())
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog', { name: 'Create New Role' })).toBeInTheDocument()
  })

  it('asks on Cancel and on the close button too', async () => {
    const user = userEvent.setup()
    const { dialog, name, onClose } = await renderRoleDialog()
    await user.type(name, 'x')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Keep editing' }))
    await waitFor(() => expect(question()).toBeNull())
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('keeps a validation error while the field is still invalid and drops it as soon as it is valid', async () => {
    const user = userEvent.setup()
    const { dialog, name, onSubmit } = await renderRoleDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Create Role' }))
    expect(within(dialog).getByText('Role name is required')).toBeInTheDocument()
    await user.type(name, '  ')
    expect(within(dialog).getByText('Role name is required')).toBeInTheDocument()
    await user.type(name, 'R')
    await waitFor(() => expect(within(dialog).queryByText('Role name is required')).toBeNull())
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
