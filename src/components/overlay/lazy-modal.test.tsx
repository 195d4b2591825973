import { MantineProvider } from '@mantine/core'
import { render, screen, waitFor } from '@testing-library/react'
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
