import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { pageStory } from '../../support/a11y'
import { AppAt } from '../../support/app-at'
import { signedInAs } from '../../support/session'
import { phone } from '../work-story-states'

/** Bulk edit on /tasks and /project-tasks (issue 19): three tasks selected with a click and a shift-click. */
const meta = {
  title: 'Features/Tasks/Bulk edit',
  component: AppAt,
  parameters: pageStory,
  args: { path: '/tasks?assignee=all' },
  loaders: [signedInAs('manager')],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const boxes = await page.findAllByRole('checkbox', { name: /^Select / }, { timeout: 10_000 })
    const user = userEvent.setup()
    await user.click(boxes[0]!)
    await user.keyboard('{Shift>}')
    await user.click(boxes[2]!)
    await user.keyboard('{/Shift}')
    await expect(page.getByRole('toolbar', { name: 'Bulk actions' })).toHaveTextContent('3 selected')
  },
} satisfies Meta<typeof AppAt>
export default meta

type Story = StoryObj<typeof meta>

export const Tasks: Story = {}
export const TasksDark: Story = { globals: { colorScheme: 'dark' } }
export const TasksPhone: Story = { globals: phone }
export const ProjectTasks: Story = { args: { path: '/project-tasks' }, loaders: [signedInAs('staff')] }
export const ProjectTasksPhone: Story = { args: { path: '/project-tasks' }, loaders: [signedInAs('staff')], globals: phone }
