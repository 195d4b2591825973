import { expect, waitFor, within } from 'storybook/test'

/**
 * The open dialog named `name` (portalled to the body), once its form has loaded and its fade-in
 * has ended (until then its content counts as invisible).
 */
export async function openedDialog(canvasElement: HTMLElement, name: string) {
  const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name }, { timeout: 10_000 }))
  await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible(), { timeout: 10_000 })
  return dialog
}
