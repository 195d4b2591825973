import { MantineProvider } from '@mantine/core'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { LazyModal } from './lazy-modal'

function Screen() {
  const [opened, setOpened] = useState(false)
  return (
    <MantineProvider>
      <button onClick={() => setOpened(true)}>Delete task</button>
      <LazyModal opened={opened} onClose={() => setOpened(false)} title="Delete Task">
        <button onClick={() => setOpened(false)}>Cancel</button>
      </LazyModal>
    </MantineProvider>
  )
}

describe('LazyModal', () => {
  it('renders nothing until first opened', () => {
    render(<Screen />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('opens once its code has come, and gives focus back to what opened it on close, each time', async () => {
    const user = userEvent.setup()
    render(<Screen />)
    const opener = screen.getByRole('button', { name: 'Delete task' })
    for (let round = 0; round < 2; round++) {
      await user.click(opener)
      expect(await screen.findByRole('dialog', { name: 'Delete Task' })).toBeInTheDocument()
      await user.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      await waitFor(() => expect(opener).toHaveFocus())
    }
  })
})

function Page({ removeOpener = false }: { removeOpener?: boolean }) {
  const [opened, setOpened] = useState(false)
  return (
    <MantineProvider>
      <main>
        <h1 tabIndex={-1}>Task page</h1>
        {!(removeOpener && opened) && <button onClick={() => setOpened(true)}>Delete task</button>}
        <LazyModal opened={opened} onClose={() => setOpened(false)} title="Delete Task">
          <button>Cancel</button>
        </LazyModal>
      </main>
    </MantineProvider>
  )
}

/**
 * What a late focus-trap timer does on a busy machine (loaded-modal.tsx): right after the close,
 * focus moves into the dialog that is closing. Mantine then leaves focus alone, and it falls to
 * `body` as the dialog goes.
 */
function focusMovesIntoClosingDialog(): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    const other = within(screen.getByRole('dialog')).getAllByRole('button').find((button) => button !== document.activeElement)
    // A timer, as the trap's: after Mantine has noted where focus was at the close.
    window.setTimeout(() => other?.focus())
  }
  window.addEventListener('keydown', onKey)
  return () => window.removeEventListener('keydown', onKey)
}

describe('LazyModal focus after closing', () => {
  it('gives focus back to the opener when focus moved inside the dialog as it closed (a late focus trap on a busy machine)', async () => {
    const user = userEvent.setup()
    render(<Page />)
    const opener = screen.getByRole('button', { name: 'Delete task' })
    await user.click(opener)
    expect(await screen.findByRole('dialog', { name: 'Delete Task' })).toBeInTheDocument()
    const stop = focusMovesIntoClosingDialog()
    await user.keyboard('{Escape}')
    stop()
    // Once its exit transition is over and the dialog has left the page.
    await waitFor(() => expect(document.querySelector('.mantine-Modal-content')).toBeNull())
    await waitFor(() => expect(opener).toHaveFocus())
  })

  it('gives focus to the page’s heading when what opened it is gone', async () => {
    const user = userEvent.setup()
    render(<Page removeOpener />)
    await user.click(screen.getByRole('button', { name: 'Delete task' }))
    expect(await screen.findByRole('dialog', { name: 'Delete Task' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Task page' })).toHaveFocus())
  })
})
