import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { AppAt } from '../../support/app-at'
import { signedInAs } from '../../support/session'
import { everyScheduleState, noTemplates } from './checklist-story-data'

const meta = {
  title: 'Features/Checklists/Checklist templates',
  component: AppAt,
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
