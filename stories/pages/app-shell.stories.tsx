import type { Meta, StoryObj } from '@storybook/react-vite'
import { pageStory } from '../support/a11y'
import { AppAt } from '../support/app-at'
import { signedInAs } from '../support/session'

const meta = {
  title: 'Pages/App shell',
  component: AppAt,
  parameters: pageStory,
  args: { path: '/dashboard' },
} satisfies Meta<typeof AppAt>
export default meta
type Story = StoryObj<typeof meta>

const phone = { viewport: { value: 'phone', isRotated: false } }

export const Admin: Story = { loaders: [signedInAs('admin')] }
export const AdminPhone: Story = { loaders: [signedInAs('admin')], globals: phone }
export const Manager: Story = { loaders: [signedInAs('manager')] }
export const ManagerPhone: Story = { loaders: [signedInAs('manager')], globals: phone }
export const Staff: Story = { loaders: [signedInAs('staff')] }
export const StaffPhone: Story = { loaders: [signedInAs('staff')], globals: phone }
export const StaffOnAdminScreen: Story = { loaders: [signedInAs('staff')], args: { path: '/users' } }
