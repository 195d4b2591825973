import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { OverwriteDialog } from '@/components/feedback/overwrite-dialog'

/** "Changed elsewhere": an edit based on an older version of a task or project (lib/edit-conflict.ts). */
const meta = {
  title: 'Components/Feedback/Changed elsewhere',
  component: OverwriteDialog,
  args: { question: { what: 'task', name: 'Plan secret rotation', answer: fn() } },
} satisfies Meta<typeof OverwriteDialog>
export default meta

type Story = StoryObj<typeof meta>

export const Task: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Changed elsewhere' })
    await expect(dialog).toHaveTextContent('Someone else saved changes to the task “Plan secret rotation” after you opened it.')
    // The safe choice has the focus: Enter keeps the other version.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep their version' })).toHaveFocus())
    within(dialog).getByRole('button', { name: 'Overwrite with mine' }).click()
    await expect(args.question.answer).toHaveBeenCalledWith(true)
  },
}

export const Project: Story = {
  args: { question: { what: 'project', name: 'Office Move', answer: fn() } },
  play: async () => {
    await expect(await within(document.body).findByRole('dialog', { name: 'Changed elsewhere' })).toHaveTextContent('the project “Office Move”')
  },
}
