import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { pageStory } from '../../support/a11y'
import { AppAt } from '../../support/app-at'
import { openedDialog } from '../../support/dialog'
import { signedInAs } from '../../support/session'
import { empty, failing, never, phone } from '../work-story-states'

const meta = {
  title: 'Features/Roles',
  component: AppAt,
  parameters: pageStory,
  args: { path: '/roles' },
  loaders: [signedInAs('admin')],
} satisfies Meta<typeof AppAt>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article', { name: 'ROLE_STAFF' }, { timeout: 10_000 })).toHaveTextContent('ID 3')
  },
}
export const PopulatedPhone: Story = { globals: phone }
export const SearchWithNoMatch: Story = { args: { path: '/roles?q=zebra' } }
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(never('/admin/roles'))
  },
}
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(empty('/admin/roles'))
  },
}
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(failing('/admin/roles'))
  },
}
export const LoadFailedPhone: Story = { ...LoadFailed, globals: phone }

export const CreateDialogValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body)
    await userEvent.click(await canvas.findByRole('button', { name: 'New Role' }, { timeout: 10_000 }))
    const dialog = await canvas.findByRole('dialog', { name: 'Create New Role' })
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Create Role' }))
    await expect(await within(dialog).findByText('Role name is required')).toBeInTheDocument()
  },
}
export const CreateDialogValidationPhone: Story = { ...CreateDialogValidation, globals: phone }

export const DuplicateName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body)
    await userEvent.click(await canvas.findByRole('button', { name: 'New Role' }, { timeout: 10_000 }))
    const dialog = await canvas.findByRole('dialog', { name: 'Create New Role' })
    await userEvent.type(await within(dialog).findByLabelText(/^Role name/), 'ROLE_STAFF')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Role' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent("Role 'ROLE_STAFF' already exists")
  },
}

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body)
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete ROLE_USER' }, { timeout: 10_000 }))
    const dialog = await canvas.findByRole('dialog', { name: 'Delete Role' })
    await expect(within(dialog).getByText('Are you sure you want to delete this role? Users with this role may be affected.')).toBeInTheDocument()
  },
}

/** 'Edit' on a role: the same form as create, filled with the role's name. */
export const EditDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit ROLE_STAFF' }, { timeout: 10_000 }))
    const dialog = await openedDialog(canvasElement, 'Edit Role')
    await expect(dialog.getByLabelText(/^Role name/)).toHaveValue('ROLE_STAFF')
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeVisible()
  },
}
export const EditDialogPhone: Story = { ...EditDialog, globals: phone }
