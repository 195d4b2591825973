import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { pageStory } from '../../support/a11y'
import { AppAt } from '../../support/app-at'
import { signedInAs } from '../../support/session'
import { empty, failing, never, phone } from '../work-story-states'

const meta = {
  title: 'Features/My tasks',
  component: AppAt,
  parameters: pageStory,
  args: { path: '/my-tasks' },
  loaders: [signedInAs('staff')],
} satisfies Meta<typeof AppAt>
export default meta
type Story = StoryObj<typeof meta>

/** The demo staff member's open tasks: the seed always gives them a few overdue ones. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: /^Overdue, \d+ tasks?$/ }, { timeout: 10_000 })).toBeInTheDocument()
  },
}
export const LoadedPhone: Story = { ...Loaded, globals: phone }
export const WithCompleted: Story = { args: { path: '/my-tasks?show=completed' } }
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
export const LoadFailedPhone: Story = { ...LoadFailed, globals: phone }
