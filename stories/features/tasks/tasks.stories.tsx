import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { pageStory } from '../../support/a11y'
import { AppAt } from '../../support/app-at'
import { openedDialog } from '../../support/dialog'
import { signedInAs } from '../../support/session'
import { empty, failing, never, phone, tablet } from '../work-story-states'

const meta = {
  title: 'Features/Tasks',
  component: AppAt,
  parameters: pageStory,
  args: { path: '/tasks' },
  loaders: [signedInAs('manager')],
} satisfies Meta<typeof AppAt>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('640 tasks', {}, { timeout: 10_000 })).toBeInTheDocument()
  },
}
export const PopulatedPhone: Story = { globals: phone }
export const PopulatedTablet: Story = { ...Populated, globals: tablet }
export const FilteredAndSearched: Story = { args: { path: '/tasks?project=2&q=login' } }
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(never('/staff/tasks'))
  },
}
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(empty('/staff/tasks'))
  },
}
export const EmptyPhone: Story = { ...Empty, globals: phone }
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(failing('/staff/tasks'))
  },
}

export const Detail: Story = { args: { path: '/tasks/12' } }
export const DetailPhone: Story = { args: { path: '/tasks/12' }, globals: phone }
export const DetailAsStaff: Story = { args: { path: '/tasks/12' }, loaders: [signedInAs('staff')] }
export const DetailLoading: Story = {
  args: { path: '/tasks/12' },
  beforeEach({ msw }) {
    msw.use(never('/staff/tasks/:id'))
  },
}
export const DetailNotFound: Story = { args: { path: '/tasks/99999' } }
export const DetailLoadFailed: Story = {
  args: { path: '/tasks/12' },
  beforeEach({ msw }) {
    msw.use(failing('/staff/tasks/:id'))
  },
}

const long = { timeout: 10_000 }

/** Clicks `action` on the first task card; returns that task's title. */
async function onFirstCard(canvasElement: HTMLElement, action: 'Edit' | 'Assign'): Promise<string> {
  const [card] = await within(canvasElement).findAllByRole('article', {}, long)
  await userEvent.click(within(card).getByRole('button', { name: action }))
  return card.getAttribute('aria-label') ?? ''
}


/** 'New Task': an empty form with every field the task has; Title is required. */
export const CreateDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'New Task' }, long))
    const dialog = await openedDialog(canvasElement, 'Create New Task')
    await expect(dialog.getByRole('textbox', { name: /^Title/ })).toHaveValue('')
    for (const field of ['Description', 'Project', 'Assignee', 'Priority', 'Status', 'Start date', 'Due date']) {
      await expect(dialog.getAllByText(field)[0]).toBeVisible()
    }
    await expect(dialog.getByRole('button', { name: 'Create Task' })).toBeVisible()
  },
}
export const CreateDialogPhone: Story = { ...CreateDialog, globals: phone }

/** 'Edit' on a card: the same form, filled with the task. */
export const EditDialog: Story = {
  play: async ({ canvasElement }) => {
    const title = await onFirstCard(canvasElement, 'Edit')
    const dialog = await openedDialog(canvasElement, 'Edit Task')
    await expect(dialog.getByRole('textbox', { name: /^Title/ })).toHaveValue(title)
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeVisible()
  },
}

/** 'Assign' on a card: the task's name, one user picker, Assign. */
export const AssignDialog: Story = {
  play: async ({ canvasElement }) => {
    const title = await onFirstCard(canvasElement, 'Assign')
    const dialog = await openedDialog(canvasElement, 'Assign Task')
    await expect(dialog.getByText(title)).toBeVisible()
    await expect(dialog.getAllByLabelText('Assignee')[0]).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Assign' })).toBeVisible()
  },
}
export const AssignDialogPhone: Story = { ...AssignDialog, globals: phone }
