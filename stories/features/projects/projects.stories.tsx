import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { pageStory } from '../../support/a11y'
import { AppAt } from '../../support/app-at'
import { openedDialog } from '../../support/dialog'
import { signedInAs } from '../../support/session'
import { empty, failing, never, phone, tablet } from '../work-story-states'

const meta = {
  title: 'Features/Projects',
  component: AppAt,
  parameters: pageStory,
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
export const PopulatedTablet: Story = { ...Populated, globals: tablet }
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

const long = { timeout: 10_000 }

/** Clicks `action` on the Website Redesign card. */
async function onCard(canvasElement: HTMLElement, action: 'Edit' | 'Add Member') {
  const card = await within(canvasElement).findByRole('article', { name: 'Website Redesign' }, long)
  await userEvent.click(within(card).getByRole('button', { name: action }))
}


/** 'New Project': name (required), description and dates; no status until the project exists. */
export const CreateDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'New Project' }, long))
    const dialog = await openedDialog(canvasElement, 'Create New Project')
    await expect(dialog.getByRole('textbox', { name: /^Project name/ })).toHaveValue('')
    for (const field of ['Description', 'Start date', 'Due date']) await expect(dialog.getAllByText(field)[0]).toBeVisible()
    await expect(dialog.queryByText('Status')).not.toBeInTheDocument()
    await expect(dialog.getByRole('button', { name: 'Create Project' })).toBeVisible()
  },
}
export const CreateDialogPhone: Story = { ...CreateDialog, globals: phone }

/** 'Edit' on a card: the project's values, and its status. */
export const EditDialog: Story = {
  play: async ({ canvasElement }) => {
    await onCard(canvasElement, 'Edit')
    const dialog = await openedDialog(canvasElement, 'Edit Project')
    await expect(dialog.getByRole('textbox', { name: /^Project name/ })).toHaveValue('Website Redesign')
    await expect(dialog.getAllByText('Status')[0]).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeVisible()
  },
}

/** 'Add Member' on a card: the project's name, a picker of people not yet in it; nothing chosen yet. */
export const AddMemberDialog: Story = {
  play: async ({ canvasElement }) => {
    await onCard(canvasElement, 'Add Member')
    const dialog = await openedDialog(canvasElement, 'Add Member')
    await expect(dialog.getByText('Website Redesign')).toBeVisible()
    await expect(dialog.getAllByLabelText('Team member')[0]).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Add Member' })).toBeDisabled()
  },
}
export const AddMemberDialogPhone: Story = { ...AddMemberDialog, globals: phone }
