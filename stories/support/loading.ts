import { expect, waitFor, within } from 'storybook/test'

/** Waits for the spinner named `name`, whether the name is its label or visually hidden text. */
export async function expectLoading(root: HTMLElement, name: string): Promise<void> {
  const canvas = within(root)
  await waitFor(() => expect(canvas.queryAllByLabelText(name)[0] ?? canvas.queryAllByText(name)[0]).toBeInTheDocument(), { timeout: 10_000 })
}
