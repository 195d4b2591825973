import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { User } from '@/contract/schemas'
import { FORM_MESSAGES } from '@/contract/forms'
import { TemplateFormDialog } from '@/domains/checklists/components/template-form-dialog'

const person = (id: number, firstName: string, lastName: string, username: string): User => ({
  id,
  firstName,
  lastName,
  username,
  email: `${username}@taskhive.example`,
  mobileNo: '555-0100',
  referralCode: null,
  referredBy: null,
  roles: [{ id: 3, name: 'ROLE_STAFF' }],
})

const USERS = [person(3, 'Sofia', 'Ramirez', 'staff'), person(2, 'Marcus', 'Bennett', 'manager'), person(7, 'Priya', 'Nair', 'priya.nair')]

const meta = {
  title: 'Features/Checklists/Template dialog',
  component: TemplateFormDialog,
  args: { opened: true, users: USERS, onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof TemplateFormDialog>
export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

export const Create: Story = {}

export const Edit: Story = {
  args: { template: { id: 1, title: 'Check the support inbox', active: false, excludedDays: ['SATURDAY', 'SUNDAY'], users: USERS.slice(0, 2) } },
}

export const BlankTitleIsNotSubmitted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = body(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Title' }), '   ')
    await userEvent.click(canvas.getByRole('button', { name: 'Create Template' }))
    await expect(await canvas.findByText(FORM_MESSAGES.templateTitleHint)).toBeInTheDocument()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const SavedInactiveWithDays: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = body(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Title' }), 'Tidy the desk')
    await userEvent.click(canvas.getByRole('switch', { name: 'Active' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sunday' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Create Template' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ title: 'Tidy the desk', active: false, excludedDays: ['SUNDAY'], userIds: [], users: [] })
  },
}
