import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { pageStory } from '../../support/a11y'
import { AppAt } from '../../support/app-at'
import { signedInAs } from '../../support/session'
import { phone } from '../work-story-states'

/**
 * Bulk edit on /tasks and /project-tasks (issue 19): two tasks selected with a click and a shift-click.
 * /tasks is searched down to two tasks, so the bar rests below the cards rather than over them.
 */
const meta = {
  title: 'Features/Tasks/Bulk edit',
  component: AppAt,
  parameters: pageStory,
  args: { path: '/tasks?assignee=all&q=Sign%20off%20blog%20template' },
  loaders: [signedInAs('manager')],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const boxes = await page.findAllByRole('checkbox', { name: /^Select / }, { timeout: 10_000 })
    const user = userEvent.setup()
    await user.click(boxes[0]!)
    await user.keyboard('{Shift>}')
    await user.click(boxes[1]!)
    await user.keyboard('{/Shift}')
    await expect(page.getByRole('toolbar', { name: 'Bulk actions' })).toHaveTextContent('2 selected')
  },
} satisfies Meta<typeof AppAt>
export default meta

type Story = StoryObj<typeof meta>

export const Tasks: Story = {}
export const TasksDark: Story = { globals: { colorScheme: 'dark' } }
export const TasksPhone: Story = { globals: phone }
export const ProjectTasks: Story = { args: { path: '/project-tasks' }, loaders: [signedInAs('staff')] }
export const ProjectTasksPhone: Story = { args: { path: '/project-tasks' }, loaders: [signedInAs('staff')], globals: phone }
