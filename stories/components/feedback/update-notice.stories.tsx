import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { showUpdateNotice, UPDATE_MESSAGES } from '@/components/feedback/update-notice'
import { pageStory } from '../../support/a11y'
import { AppAt } from '../../support/app-at'
import { signedInAs } from '../../support/session'
import { phone } from '../../features/work-story-states'

/**
 * "A new version is available": a new deployment has been downloaded by the app's service worker
 * and waits for the user's Reload (src/lib/app-worker.ts).
 */
const meta = {
  title: 'Components/Feedback/New version available',
  component: AppAt,
  args: { path: '/dashboard' },
  loaders: [signedInAs('manager')],
  parameters: pageStory,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await body.findByRole('heading', { name: /^Welcome back/ }, { timeout: 10_000 })
    const reload = fn().mockName('reload')
    showUpdateNotice(reload)
    const notice = (await body.findByText(UPDATE_MESSAGES.title)).closest<HTMLElement>('.mantine-Notification-root')!
    await expect(notice).toHaveTextContent(UPDATE_MESSAGES.message)
    await userEvent.click(within(notice).getByRole('button', { name: UPDATE_MESSAGES.reload }))
    await expect(reload).toHaveBeenCalledOnce()
  },
} satisfies Meta<typeof AppAt>
export default meta

type Story = StoryObj<typeof meta>

export const OnTheDashboard: Story = {}

export const OnAPhone: Story = { globals: phone }
