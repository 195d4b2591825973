import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, delay, http } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { pageStory } from '../../support/a11y'
import { AppAt } from '../../support/app-at'
import { expectLoading } from '../../support/loading'
import { signedInAs } from '../../support/session'
import { A_FULL_DAY, staffToday } from './checklist-story-data'
import { apiUrl } from '@/lib/config'

const meta = {
  title: 'Features/Checklists/Daily checklist',
  component: AppAt,
  parameters: pageStory,
  args: { path: '/daily-checklist' },
} satisfies Meta<typeof AppAt>
export default meta
type Story = StoryObj<typeof meta>

const phone = { viewport: { value: 'phone', isRotated: false } }

export const Empty: Story = {
  loaders: [signedInAs('staff'), staffToday([])],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing on your checklist today', {}, { timeout: 10_000 })).toBeInTheDocument()
  },
}

export const PartlyDone: Story = {
  loaders: [signedInAs('staff'), staffToday(A_FULL_DAY)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('3/8 completed', {}, { timeout: 10_000 })).toBeInTheDocument()
  },
}

export const PartlyDonePhone: Story = { ...PartlyDone, globals: phone }

export const AllDone: Story = {
  loaders: [signedInAs('staff'), staffToday(A_FULL_DAY.map(([title]) => [title, true] as const))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('8/8 completed', {}, { timeout: 10_000 })).toBeInTheDocument()
    await expect(canvas.getByText('All done for today')).toBeInTheDocument()
  },
}

export const SearchWithNoMatch: Story = {
  args: { path: '/daily-checklist?q=invoices' },
  loaders: [signedInAs('staff'), staffToday(A_FULL_DAY)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No tasks match “invoices”. Try another search.', {}, { timeout: 10_000 })).toBeInTheDocument()
  },
}

export const AddingATask: Story = {
  loaders: [signedInAs('staff'), staffToday(A_FULL_DAY.slice(0, 3))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'New task' }, { timeout: 10_000 }), 'Send the weekly update{Enter}')
    await expect(await canvas.findByRole('checkbox', { name: 'Send the weekly update' })).toBeInTheDocument()
    await expect(canvas.getByText('2/4 completed')).toBeInTheDocument()
  },
}

/** A tick the server has not answered yet: progress moves at once, 'Saving…' shows until it does. */
export const SavingATick: Story = {
  loaders: [signedInAs('staff'), staffToday(A_FULL_DAY.slice(0, 3))],
  beforeEach({ msw }) {
    msw.use(http.put(apiUrl('/staff/checklists/:id/complete'), () => delay('infinite')))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Attend the daily stand-up' }, { timeout: 10_000 }))
    await expect(canvas.getByText('3/3 completed')).toBeInTheDocument()
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving…')
  },
}

export const LoadFailed: Story = {
  loaders: [signedInAs('staff')],
  beforeEach({ msw }) {
    msw.use(http.get(apiUrl('/staff/checklists/user/:userId/today'), () => HttpResponse.json({ message: 'Simulated failure' }, { status: 500 })))
  },
}

/** Today's list has not arrived: a spinner where it will be. */
export const Loading: Story = {
  loaders: [signedInAs('staff')],
  beforeEach({ msw }) {
    msw.use(http.get(apiUrl('/staff/checklists/user/:userId/today'), () => delay('infinite')))
  },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement, 'Loading daily checklist')
  },
}
export const LoadingPhone: Story = { ...Loading, globals: phone }
