import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { LIVE_CHANGED_CLASS, liveKey, markLiveChange } from '@/lib/live-highlight'
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
/** Neither the whole list nor the server's first screen (issue 13) has arrived. */
export const Loading: Story = {
  loaders: [signedInAs('manager')],
  beforeEach({ msw }) {
    msw.use(never('/staff/tasks'), never('/staff/dashboard'))
  },
}
/**
 * The server's first screen (issue 13) while the whole list is still on its way: the counters and
 * the first cards, and Show more with every task the tab has.
 */
export const FirstCardsWhileTheListLoads: Story = {
  loaders: [signedInAs('manager')],
  beforeEach({ msw }) {
    msw.use(never('/staff/tasks'))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /^Show more/ }, { timeout: 10_000 })).toBeInTheDocument()
  },
}
export const Empty: Story = {
  loaders: [signedInAs('manager')],
  beforeEach({ msw }) {
    // The first screen never comes, so the empty list decides what shows.
    msw.use(empty('/staff/tasks'), never('/staff/dashboard'))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No tasks found', {}, { timeout: 10_000 })).toBeInTheDocument()
  },
}
export const EmptyPhone: Story = { ...Empty, globals: phone }
export const LoadFailed: Story = {
  loaders: [signedInAs('manager')],
  beforeEach({ msw }) {
    msw.use(failing('/staff/projects'), failing('/staff/tasks'), failing('/staff/dashboard'))
  },
}
/**
 * A teammate's change arriving live (issue 18): the card it touched lights up for 2 s, then fades.
 * The play marks the first card as the realtime subscriber does when an event reaches the cache.
 */
export const LiveUpdateArriving: Story = {
  loaders: [signedInAs('manager')],
  play: async ({ canvasElement }) => {
    const card = (await within(canvasElement).findAllByRole('article', {}, { timeout: 10_000 }))[0]!
    const link = card.querySelector<HTMLAnchorElement>('a[href*="/tasks/"]')!
    const taskId = Number(/\/tasks\/(\d+)/.exec(link.getAttribute('href') ?? '')?.[1])
    markLiveChange(liveKey('task', taskId))
    await waitFor(() => expect(card).toHaveClass(LIVE_CHANGED_CLASS))
  },
}
export const LiveUpdateArrivingPhone: Story = { ...LiveUpdateArriving, globals: phone }
