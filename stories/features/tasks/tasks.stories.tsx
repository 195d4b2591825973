import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AppAt } from '../../support/app-at'
import { signedInAs } from '../../support/session'
import { empty, failing, never, phone } from '../work-story-states'

const meta = {
  title: 'Features/Tasks',
  component: AppAt,
  args: { path: '/tasks' },
  loaders: [signedInAs('manager')],
} satisfies Meta<typeof AppAt>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('640 tasks', {}, { timeout: 10_000 })).toBeInTheDocument()
  },
}
export const PopulatedPhone: Story = { globals: phone }
export const FilteredAndSearched: Story = { args: { path: '/tasks?project=2&q=login' } }
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(never('/staff/tasks'))
  },
}
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(empty('/staff/tasks'))
  },
}
export const EmptyPhone: Story = { ...Empty, globals: phone }
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(failing('/staff/tasks'))
  },
}

export const Detail: Story = { args: { path: '/tasks/12' } }
export const DetailPhone: Story = { args: { path: '/tasks/12' }, globals: phone }
export const DetailAsStaff: Story = { args: { path: '/tasks/12' }, loaders: [signedInAs('staff')] }
export const DetailLoading: Story = {
  args: { path: '/tasks/12' },
  beforeEach({ msw }) {
    msw.use(never('/staff/tasks/:id'))
  },
}
export const DetailNotFound: Story = { args: { path: '/tasks/99999' } }
export const DetailLoadFailed: Story = {
  args: { path: '/tasks/12' },
  beforeEach({ msw }) {
    msw.use(failing('/staff/tasks/:id'))
  },
}
