import { Container } from '@mantine/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { db } from '../../../mocks/db'
import { assignTask, setTaskStatus, updateTask } from '../../../mocks/services/tasks'
import { signedInAs } from '../../support/session'
import { seeded } from '../../support/seed'
import { empty, failing, never, phone } from '../work-story-states'
import { apiPaths } from '@/contract/paths'
import { TaskActivityPanel } from '@/domains/tasks/components/task-activity-panel'

const long = { timeout: 10_000 }
const user = (username: string) => db.users.findFirst((q) => q.where({ username }), { strict: true })

/** A story loader: a seeded task that staff moved along and the manager reassigned and rescheduled. */
async function taskWithHistory() {
  await seeded()
  const [manager, staff] = [user('manager'), user('staff')]
  const task = db.tasks.findFirst((q) => q.where((record) => record.status === 'TODO' && record.dueDate !== null && record.assigneeId !== staff.id && record.priority !== 3), { strict: true })
  await setTaskStatus(task.id, 'IN_PROGRESS', staff)
  await assignTask(task.id, staff.id, manager)
  await updateTask(task.id, { title: task.title, priority: 3, dueDate: '2026-12-04' }, manager)
  await setTaskStatus(task.id, 'IN_REVIEW', staff)
  return { taskId: task.id }
}

const meta = {
  title: 'Features/Tasks/Activity',
  component: TaskActivityPanel,
  args: { taskId: 1 },
  loaders: [signedInAs('manager'), taskWithHistory],
  render: (_args, { loaded }) => (
    <Container size="xs" py="md">
      <TaskActivityPanel taskId={(loaded as { taskId: number }).taskId} />
    </Container>
  ),
} satisfies Meta<typeof TaskActivityPanel>
export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Task activity' }, long)
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Sofia Ramirez changed the status from In Progress to In Review')
    await expect(list).toHaveTextContent(/assigned it (from .+ )?to Sofia Ramirez/)
    await expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('Task created')
  },
}

export const LoadedPhone: Story = { ...Loaded, globals: phone }

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(empty(apiPaths.tasks.activity(':id')))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No activity yet', {}, long)).toBeInTheDocument()
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(never(apiPaths.tasks.activity(':id')))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Loading activity' }, long)).toBeInTheDocument()
  },
}

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(failing(apiPaths.tasks.activity(':id')))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Failed to load activity', {}, long)).toBeInTheDocument()
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  },
}

export const LoadFailedPhone: Story = { ...LoadFailed, globals: phone }
