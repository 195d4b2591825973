import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { apiUrl } from '@/lib/config'
import { pageStory } from '../../support/a11y'
import { AppAt } from '../../support/app-at'
import { signedInAs } from '../../support/session'
import { empty, failing, never, phone } from '../work-story-states'

const meta = {
  title: 'Features/Users',
  component: AppAt,
  parameters: pageStory,
  args: { path: '/users' },
  loaders: [signedInAs('admin')],
} satisfies Meta<typeof AppAt>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('user-staff', {}, { timeout: 10_000 })).toHaveTextContent('Sofia Ramirez')
  },
}
export const PopulatedPhone: Story = { globals: phone }
export const SearchByRole: Story = { args: { path: '/users?q=ROLE_MANAGER' } }
export const SearchWithNoMatch: Story = { args: { path: '/users?q=zebra' } }
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(never('/users'))
  },
}
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(empty('/users'))
  },
}
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(failing('/users'))
  },
}
export const LoadFailedPhone: Story = { ...LoadFailed, globals: phone }

export const CreateDialogValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body)
    await userEvent.click(await canvas.findByRole('button', { name: 'New User' }, { timeout: 10_000 }))
    const dialog = await canvas.findByRole('dialog', { name: 'Create New User' })
    await userEvent.type(await within(dialog).findByLabelText(/^Email/), 'not-an-email')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }))
    await expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument()
    await expect(within(dialog).getByText('First name is required')).toBeInTheDocument()
  },
}
export const CreateDialogValidationPhone: Story = { ...CreateDialogValidation, globals: phone }

export const CreateDialogUsernameTaken: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(apiUrl('/admin/users'), () => HttpResponse.json({ message: "Username 'staff' is already taken" }, { status: 409 })))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body)
    await userEvent.click(await canvas.findByRole('button', { name: 'New User' }, { timeout: 10_000 }))
    const dialog = await canvas.findByRole('dialog', { name: 'Create New User' })
    const fields: [RegExp, string][] = [
      [/^First name/, 'Sofia'],
      [/^Last name/, 'Again'],
      [/^Username/, 'staff'],
      [/^Password/, 'secret123'],
      [/^Email/, 'sofia.again@example.com'],
      [/^Mobile number/, '+1 555 0142'],
    ]
    for (const [label, value] of fields) await userEvent.type(await within(dialog).findByLabelText(label), value)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent("Username 'staff' is already taken")
  },
}

export const EditDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body)
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Grace Kim' }, { timeout: 10_000 }))
    await expect(await canvas.findByRole('dialog', { name: 'Edit User' })).toBeInTheDocument()
  },
}

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body)
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Grace Kim' }, { timeout: 10_000 }))
    const dialog = await canvas.findByRole('dialog', { name: 'Delete User' })
    await expect(within(dialog).getByText('Are you sure you want to delete this user?')).toBeInTheDocument()
  },
}

export const StaffHasNoAccess: Story = { loaders: [signedInAs('staff')] }
