import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { User } from '@/contract/schemas'
import { TaskBulkBar } from '@/domains/tasks/components/task-bulk-bar'
import { phone } from '../work-story-states'

const users: User[] = [
  { id: 2, firstName: 'Marcus', lastName: 'Chen', username: 'manager', referralCode: null, referredBy: null, roles: [{ id: 2, name: 'ROLE_MANAGER' }] },
  { id: 3, firstName: 'Sofia', lastName: 'Ramirez', username: 'staff', referralCode: null, referredBy: null, roles: [{ id: 3, name: 'ROLE_STAFF' }] },
]

/** The bulk bar (issue 19): what to do with the selected tasks, each one batch call with Undo. */
const meta = {
  title: 'Features/Tasks/Bulk bar',
  component: TaskBulkBar,
  args: {
    count: 3,
    shown: 12,
    users,
    canAssign: true,
    canDelete: true,
    onSelectAll: fn(),
    onClear: fn(),
    onChange: fn(),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof TaskBulkBar>
export default meta

type Story = StoryObj<typeof meta>

export const ThreeSelected: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement).getByRole('toolbar', { name: 'Bulk actions' })
    await expect(bar).toHaveTextContent('3 selected')
    await userEvent.selectOptions(within(bar).getByRole('combobox', { name: 'Set status' }), 'IN_PROGRESS')
    await expect(args.onChange).toHaveBeenCalledWith({ status: 'IN_PROGRESS' })
  },
}
export const Dark: Story = { globals: { colorScheme: 'dark' } }
export const Phone: Story = { globals: phone }
/** Staff may assign but not delete; everything shown is selected. */
export const AllSelectedAsStaff: Story = { args: { count: 12, canDelete: false } }
export const Busy: Story = { args: { busy: true } }

/** The delete asks first: "Delete 3 tasks?". */
export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Delete 3 tasks?' })
    await expect(dialog).toHaveTextContent('Are you sure you want to delete these 3 tasks?')
  },
}
