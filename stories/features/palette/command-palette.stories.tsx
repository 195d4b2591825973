import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { pageStory } from '../../support/a11y'
import { AppAt } from '../../support/app-at'
import { signedInAs } from '../../support/session'
import { phone } from '../work-story-states'

/** Issue 19: the command palette (⌘K / Ctrl+K) and the "?" cheat sheet, over the seeded server. */
const meta = {
  title: 'Features/Command palette',
  component: AppAt,
  args: { path: '/dashboard' },
  loaders: [signedInAs('manager')],
  parameters: pageStory,
  beforeEach() {
    localStorage.removeItem('taskhive:palette-recent')
  },
} satisfies Meta<typeof AppAt>
export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

async function openPalette(canvasElement: HTMLElement) {
  const canvas = body(canvasElement)
  await canvas.findByRole('button', { name: 'Search' }, { timeout: 15_000 })
  await userEvent.keyboard('{Control>}k{/Control}')
  const dialog = await canvas.findByRole('dialog', { name: 'Command palette' }, { timeout: 10_000 })
  return { dialog, search: within(dialog).getByRole('combobox') }
}

export const WithResults: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, search } = await openPalette(canvasElement)
    await userEvent.type(search, 'design')
    await expect(await within(dialog).findByRole('group', { name: 'Tasks' }, { timeout: 10_000 })).toBeInTheDocument()
    await expect(within(dialog).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true')
  },
}
export const WithResultsPhone: Story = { ...WithResults, globals: phone }

export const RecentItems: Story = {
  play: async ({ canvasElement }) => {
    const first = await openPalette(canvasElement)
    await userEvent.type(first.search, 'checklist templates')
    await userEvent.click(await within(first.dialog).findByRole('option', { name: /^Checklist Templates/ }))
    await body(canvasElement).findByRole('heading', { level: 1, name: 'Checklist Templates' }, { timeout: 10_000 })
    const { dialog } = await openPalette(canvasElement)
    const recent = await within(dialog).findByRole('group', { name: 'Recent' }, { timeout: 10_000 })
    await expect(within(recent).getByRole('option', { name: /^Checklist Templates/ })).toBeInTheDocument()
  },
}
export const RecentItemsPhone: Story = { ...RecentItems, globals: phone }

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, search } = await openPalette(canvasElement)
    await userEvent.type(search, 'qqzzxx')
    await expect(await within(dialog).findByText('No results for “qqzzxx”', {}, { timeout: 10_000 })).toBeInTheDocument()
    await expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument()
  },
}
export const NoResultsPhone: Story = { ...NoResults, globals: phone }

export const CheatSheet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement)
    await canvas.findByRole('heading', { level: 1 }, { timeout: 15_000 })
    await userEvent.keyboard('?')
    const sheet = await canvas.findByRole('dialog', { name: 'Keyboard shortcuts' }, { timeout: 10_000 })
    await expect(within(sheet).getByRole('cell', { name: 'Go to Tasks' })).toBeInTheDocument()
    await expect(within(sheet).getByRole('cell', { name: 'New task' })).toBeInTheDocument()
    // Grouped: the list keys under Lists, the task keys under Tasks.
    await expect(within(sheet).getByRole('rowheader', { name: 'Lists' })).toBeInTheDocument()
    await expect(within(sheet).getByRole('cell', { name: 'Next item in the list' })).toBeInTheDocument()
    await expect(within(sheet).getByRole('cell', { name: 'Select the focused task' })).toBeInTheDocument()
    await expect(within(sheet).getByRole('cell', { name: 'Assign the focused or open task' })).toBeInTheDocument()
  },
}
export const CheatSheetPhone: Story = { ...CheatSheet, globals: phone }
