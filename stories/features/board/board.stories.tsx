import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, waitFor, within } from 'storybook/test'
import { LIVE_CHANGED_CLASS, liveKey, markLiveChange } from '@/lib/live-highlight'
import { growTasks } from '../../../mocks/bench-grow'
import { pageStory } from '../../support/a11y'
import { AppAt } from '../../support/app-at'
import { signedInAs } from '../../support/session'
import { empty, phone } from '../work-story-states'

const meta = {
  title: 'Features/Board',
  component: AppAt,
  parameters: pageStory,
  args: { path: '/projects/1?view=board' },
  loaders: [signedInAs('manager')],
} satisfies Meta<typeof AppAt>
export default meta
type Story = StoryObj<typeof meta>

const firstCard = async (canvasElement: HTMLElement, column = 'To Do') =>
  (await within(canvasElement).findByRole('list', { name: column }, { timeout: 10_000 })).querySelector<HTMLElement>('[data-task-id]')!

/** A project's board: its tasks in a column per status, each column with its count. */
export const ProjectBoard: Story = {
  play: async ({ canvasElement }) => {
    await expect(await firstCard(canvasElement)).toBeInTheDocument()
  },
}
export const ProjectBoardPhone: Story = { ...ProjectBoard, globals: phone }

/** A project without tasks: four empty columns, ready to receive. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(empty('/staff/projects/:id/tasks'))
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByText('No tasks')).toHaveLength(4), { timeout: 10_000 })
  },
}
export const EmptyPhone: Story = { ...Empty, globals: phone }

/** /tasks as a board over 5,000 tasks: each column mounts only the cards in view. */
export const Busy: Story = {
  args: { path: '/tasks?view=board' },
  loaders: [signedInAs('manager'), () => growTasks(5000)],
  play: async ({ canvasElement }) => {
    await expect(await firstCard(canvasElement)).toBeInTheDocument()
  },
}
export const BusyPhone: Story = { ...Busy, globals: phone }

/**
 * A keyboard drag in progress: the first card of To Do picked up with Space and moved one column
 * right with the arrow key; the screen reader has heard where it is.
 */
export const Dragging: Story = {
  play: async ({ canvasElement }) => {
    const card = await firstCard(canvasElement)
    const handle = within(card).getByRole('button', { name: /^Move / })
    handle.focus()
    await fireEvent.keyDown(handle, { code: 'Space', key: ' ' })
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[id^="DndLiveRegion"]')).toHaveTextContent(/^Picked up task /))
    await fireEvent.keyDown(canvasElement.ownerDocument, { code: 'ArrowRight', key: 'ArrowRight' })
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[id^="DndLiveRegion"]')).toHaveTextContent(/moved to In Progress, position \d+ of \d+\.$/))
  },
}
export const DraggingPhone: Story = { ...Dragging, globals: phone }

/**
 * A teammate's move arriving live (issue 18): the card it touched lights up for 2 s, then fades.
 * The play marks the first card as the realtime subscriber does when an event reaches the cache.
 */
export const LiveUpdateArriving: Story = {
  play: async ({ canvasElement }) => {
    const card = await firstCard(canvasElement, 'In Review')
    markLiveChange(liveKey('task', Number(card.dataset.taskId)))
    await waitFor(() => expect(card).toHaveClass(LIVE_CHANGED_CLASS))
  },
}
export const LiveUpdateArrivingPhone: Story = { ...LiveUpdateArriving, globals: phone }
