import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { pageStory } from '../../support/a11y'
import { AppAt } from '../../support/app-at'
import { signedInAs } from '../../support/session'
import { empty, failing, never, phone } from '../work-story-states'

const meta = {
  title: 'Features/Dashboard',
  component: AppAt,
  parameters: pageStory,
  args: { path: '/dashboard' },
} satisfies Meta<typeof AppAt>
export default meta
type Story = StoryObj<typeof meta>

export const Admin: Story = {
  loaders: [signedInAs('admin')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Manage Users', {}, { timeout: 10_000 })).toBeInTheDocument()
  },
}
export const Manager: Story = { loaders: [signedInAs('manager')] }
export const ManagerPhone: Story = { loaders: [signedInAs('manager')], globals: phone }
export const Staff: Story = { loaders: [signedInAs('staff')] }
export const StaffPhone: Story = { loaders: [signedInAs('staff')], globals: phone }
export const FilteredByProject: Story = { loaders: [signedInAs('manager')], args: { path: '/dashboard?project=1&tab=in-progress' } }
export const Loading: Story = {
  loaders: [signedInAs('manager')],
  beforeEach({ msw }) {
    msw.use(never('/staff/tasks'))
  },
}
export const Empty: Story = {
  loaders: [signedInAs('manager')],
  beforeEach({ msw }) {
    msw.use(empty('/staff/tasks'))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No tasks found', {}, { timeout: 10_000 })).toBeInTheDocument()
  },
}
export const EmptyPhone: Story = { ...Empty, globals: phone }
export const LoadFailed: Story = {
  loaders: [signedInAs('manager')],
  beforeEach({ msw }) {
    msw.use(failing('/staff/projects'), failing('/staff/tasks'))
  },
}
