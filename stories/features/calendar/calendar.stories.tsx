import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { Task } from '@/contract/schemas'
import { apiUrl } from '@/lib/config'
import { isoDay } from '@/lib/dates'
import { LIVE_CHANGED_CLASS, liveKey, markLiveChange } from '@/lib/live-highlight'
import { monthGrid } from '@/domains/tasks/utils/calendar-days'
import { pageStory } from '../../support/a11y'
import { AppAt } from '../../support/app-at'
import { signedInAs } from '../../support/session'
import { empty, phone } from '../work-story-states'

const PROJECT = '/projects/1?view=calendar'
const WEEK = `${PROJECT}&range=week`

const meta = {
  title: 'Features/Calendar',
  component: AppAt,
  parameters: pageStory,
  args: { path: PROJECT },
  loaders: [signedInAs('manager')],
} satisfies Meta<typeof AppAt>
export default meta
type Story = StoryObj<typeof meta>

const firstChip = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findAllByRole('group', { name: /^Monday, / }, { timeout: 10_000 })
  return waitFor(() => {
    const chip = canvasElement.querySelector<HTMLElement>('[data-task]')
    if (!chip) throw new Error('No task on the calendar yet')
    return chip
  })
}

/** 600 tasks due across this month (the busy project), a few without a due date. */
function busyProject(): Task[] {
  const days = monthGrid(isoDay()).flat()
  const statuses = ['TODO', 'IN_PROGRESS', 'IN_REVIEW', 'COMPLETED'] as const
  return Array.from({ length: 600 }, (_, index) => ({
    id: 10_000 + index,
    title: `Busy task ${index + 1}`,
    description: null,
    priority: ((index % 3) + 1) as 1 | 2 | 3,
    status: statuses[index % 4]!,
    startDate: null,
    dueDate: index % 50 === 49 ? null : days[index % days.length]!,
    assigneeId: null,
    projectId: 1,
    assignee: null,
    project: { id: 1, name: 'Website Redesign' },
    completedAt: index % 4 === 3 ? new Date().toISOString() : null,
    createdAt: new Date().toISOString(),
    version: 1,
  }))
}
const busy = () => http.get(apiUrl('/staff/projects/1/tasks'), () => HttpResponse.json(busyProject()))

/** The seeded project's month: overdue chips in red, completed struck through, "+N more" on busy days. */
export const Month: Story = {
  play: async ({ canvasElement }) => {
    await expect(await firstChip(canvasElement)).toBeInTheDocument()
  },
}
export const MonthPhone: Story = { ...Month, play: undefined, globals: phone }
export const Week: Story = { args: { path: WEEK } }
export const WeekPhone: Story = { args: { path: WEEK }, globals: phone }

/** No tasks: the days still show, ready for the next one. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(empty('/staff/projects/1/tasks'))
  },
}
export const EmptyWeek: Story = { ...Empty, args: { path: WEEK } }
export const EmptyPhone: Story = { ...Empty, globals: phone }

/** 600 tasks in one month: three a day and "+N more"; the week lists them all. */
export const Busy: Story = {
  beforeEach({ msw }) {
    msw.use(busy())
  },
}
export const BusyWeek: Story = { ...Busy, args: { path: WEEK } }
export const BusyPhone: Story = { ...Busy, globals: phone }
export const BusyWeekPhone: Story = { ...Busy, args: { path: WEEK }, globals: phone }

/** A task picked up by keyboard and moved a day on, not yet dropped: the day under it lights up. */
export const Dragging: Story = {
  play: async ({ canvasElement }) => {
    const link = within(await firstChip(canvasElement)).getByRole('link')
    link.focus()
    await userEvent.keyboard('[Space]')
    await new Promise((resolve) => setTimeout(resolve, 50))
    await userEvent.keyboard('[ArrowRight]')
    await waitFor(() => expect(canvasElement.querySelector('[data-over]')).not.toBeNull())
  },
}
// Week variants over the busy month: the current week always has tasks to pick up.
export const DraggingWeek: Story = { ...Dragging, beforeEach: Busy.beforeEach, args: { path: WEEK } }
export const DraggingWeekPhone: Story = { ...DraggingWeek, globals: phone }

/**
 * A teammate's change arriving live: the chip it touched lights up for 2 s, then fades. The play
 * marks the first chip as the realtime subscriber does when an event reaches the cache.
 */
export const LiveUpdateArriving: Story = {
  play: async ({ canvasElement }) => {
    const chip = await firstChip(canvasElement)
    markLiveChange(liveKey('task', Number(chip.dataset.task)))
    await waitFor(() => expect(canvasElement.querySelector(`[data-task="${chip.dataset.task}"]`)).toHaveClass(LIVE_CHANGED_CLASS))
  },
}
export const LiveUpdateArrivingWeek: Story = { ...LiveUpdateArriving, beforeEach: Busy.beforeEach, args: { path: WEEK } }
export const LiveUpdateArrivingWeekPhone: Story = { ...LiveUpdateArrivingWeek, globals: phone }

/** My Tasks as a calendar, for the demo staff member. */
export const MyTasks: Story = { args: { path: '/my-tasks?view=calendar' }, loaders: [signedInAs('staff')] }
export const MyTasksPhone: Story = { ...MyTasks, globals: phone }
