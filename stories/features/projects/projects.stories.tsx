import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AppAt } from '../../support/app-at'
import { signedInAs } from '../../support/session'
import { empty, failing, never, phone } from '../work-story-states'

const meta = {
  title: 'Features/Projects',
  component: AppAt,
  args: { path: '/projects' },
  loaders: [signedInAs('manager')],
} satisfies Meta<typeof AppAt>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article', { name: 'Website Redesign' }, { timeout: 10_000 })).toBeInTheDocument()
  },
}
export const PopulatedPhone: Story = { globals: phone }
export const SearchWithNoMatch: Story = { args: { path: '/projects?q=zebra' } }
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(never('/staff/projects'))
  },
}
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(empty('/staff/projects'))
  },
}
export const EmptyPhone: Story = { ...Empty, globals: phone }
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(failing('/staff/projects'))
  },
}

export const Detail: Story = { args: { path: '/projects/2' } }
export const DetailPhone: Story = { args: { path: '/projects/2' }, globals: phone }
export const DetailLoading: Story = {
  args: { path: '/projects/2' },
  beforeEach({ msw }) {
    msw.use(never('/staff/projects/:id'))
  },
}
export const DetailWithoutTasksOrMembers: Story = {
  args: { path: '/projects/2' },
  beforeEach({ msw }) {
    msw.use(empty('/staff/projects/:id/tasks'), empty('/staff/projects/:id/members'))
  },
}
export const DetailNotFound: Story = { args: { path: '/projects/999' } }
export const DetailLoadFailed: Story = {
  args: { path: '/projects/2' },
  beforeEach({ msw }) {
    msw.use(failing('/staff/projects/:id'))
  },
}
