import type { Meta, StoryObj } from '@storybook/react-vite'
import { pageStory } from '../../support/a11y'
import { RouteError } from '@/components/feedback/route-error'

/** The router's error screen: any render error, and a chunk that failed to load after a reload. */
const meta = {
  title: 'Pages/Public site/Error page',
  component: RouteError,
  // The router's error screen is the whole page.
  parameters: pageStory,
  args: {
    error: new Error("Cannot read properties of undefined (reading 'title')"),
    reset: () => undefined,
  },
} satisfies Meta<typeof RouteError>
export default meta
type Story = StoryObj<typeof meta>

export const UnexpectedError: Story = {}
export const UnexpectedErrorPhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } }

export const ChunkFailedAfterReload: Story = {
  args: { error: new TypeError('Failed to fetch dynamically imported module: /assets/chat-x1y2.js') },
  beforeEach() {
    // Pretend the automatic reload has just happened, so the story does not reload the frame.
    sessionStorage.setItem('taskhive:chunk-reload', String(Date.now()))
  },
}
