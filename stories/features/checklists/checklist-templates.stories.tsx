import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { pageStory } from '../../support/a11y'
import { AppAt } from '../../support/app-at'
import { expectLoading } from '../../support/loading'
import { signedInAs } from '../../support/session'
import { everyScheduleState, noTemplates } from './checklist-story-data'
import { apiPaths } from '@/contract/paths'
import { apiUrl } from '@/lib/config'

const meta = {
  title: 'Features/Checklists/Checklist templates',
  component: AppAt,
  parameters: pageStory,
  args: { path: '/checklist-templates' },
} satisfies Meta<typeof AppAt>
export default meta
type Story = StoryObj<typeof meta>

const phone = { viewport: { value: 'phone', isRotated: false } }

export const Empty: Story = {
  loaders: [signedInAs('staff'), noTemplates()],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No checklist templates yet', {}, { timeout: 10_000 })).toBeInTheDocument()
  },
}

export const Full: Story = {
  loaders: [signedInAs('staff'), everyScheduleState()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Never — every day excluded', {}, { timeout: 10_000 })).toBeInTheDocument()
    await expect(canvas.getByText('No one assigned')).toBeInTheDocument()
  },
}

export const FullPhone: Story = { ...Full, globals: phone }

export const SearchWithNoMatch: Story = {
  args: { path: '/checklist-templates?q=invoices' },
  loaders: [signedInAs('staff')],
}

export const DeleteConfirmation: Story = {
  loaders: [signedInAs('staff')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Check the support inbox' }, { timeout: 10_000 }))
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Delete Checklist Template' }))
    await expect(dialog.getByText('Are you sure you want to delete "Check the support inbox"? This action cannot be undone.')).toBeInTheDocument()
  },
}

/** The templates have not arrived: a spinner where they will be. */
export const Loading: Story = {
  loaders: [signedInAs('staff')],
  beforeEach({ msw }) {
    msw.use(http.get(apiUrl(apiPaths.checklistTemplates.list()), () => delay('infinite')))
  },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement, 'Loading checklist templates')
  },
}
export const LoadingTablet: Story = { ...Loading, globals: { viewport: { value: 'tablet', isRotated: false } } }
