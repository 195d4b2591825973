import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { pageStory } from '../../support/a11y'
import { AppAt } from '../../support/app-at'
import { signedInAs } from '../../support/session'
import { empty, failing, never, phone } from '../work-story-states'

const meta = {
  title: 'Features/Project staff',
  component: AppAt,
  parameters: pageStory,
  args: { path: '/project-staff' },
  loaders: [signedInAs('staff')],
} satisfies Meta<typeof AppAt>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article', { name: 'Website Redesign' }, { timeout: 10_000 })).toHaveTextContent('@staff')
  },
}
export const PopulatedPhone: Story = { globals: phone }
export const SearchByMember: Story = { args: { path: '/project-staff?q=priya' } }
export const SearchWithNoMatch: Story = { args: { path: '/project-staff?q=zebra' } }
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(never('/staff/:userId/projects'))
  },
}
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(empty('/staff/:userId/projects'))
  },
}
export const EmptyPhone: Story = { ...Empty, globals: phone }
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(failing('/staff/:userId/projects'))
  },
}
