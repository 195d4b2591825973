import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { pageStory } from '../../support/a11y'
import { AppAt } from '../../support/app-at'
import { signedInAs } from '../../support/session'
import { empty, failing, never, phone } from '../work-story-states'

const meta = {
  title: 'Features/Project tasks',
  component: AppAt,
  parameters: pageStory,
  args: { path: '/project-tasks' },
  loaders: [signedInAs('staff')],
} satisfies Meta<typeof AppAt>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^\d+ tasks found$/, {}, { timeout: 10_000 })).toBeInTheDocument()
  },
}
export const PopulatedPhone: Story = { globals: phone }
export const UrgentOpenWork: Story = { args: { path: '/project-tasks?priority=urgent&status=todo' } }
export const OneProjectCompleted: Story = { args: { path: '/project-tasks?project=1&status=completed' } }
export const FiltersPhone: Story = { args: { path: '/project-tasks?priority=high&q=page' }, globals: phone }
export const NoMatch: Story = { args: { path: '/project-tasks?q=zebra' } }
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(never('/staff/:userId/projects'))
  },
}
export const TasksLoading: Story = {
  beforeEach({ msw }) {
    msw.use(never('/staff/projects/:id/tasks'))
  },
}
export const NoProjects: Story = {
  beforeEach({ msw }) {
    msw.use(empty('/staff/:userId/projects'))
  },
}
export const ProjectsWithoutTasks: Story = {
  beforeEach({ msw }) {
    msw.use(empty('/staff/projects/:id/tasks'))
  },
}
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(failing('/staff/:userId/projects'))
  },
}
export const OneProjectFailed: Story = {
  beforeEach({ msw }) {
    msw.use(failing('/staff/projects/1/tasks'))
  },
}
export const LoadFailedPhone: Story = { ...LoadFailed, globals: phone }
