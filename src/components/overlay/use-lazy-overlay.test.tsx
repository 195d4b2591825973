import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Component, type ComponentType, type ReactNode, type RefCallback, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useLazyOverlay } from './use-lazy-overlay'

interface OverlayProps {
  triggerRef: RefCallback<HTMLElement>
}

/** A stand-in for a Mantine menu: its own trigger opens and closes a list. */
function FakeMenu({ triggerRef }: OverlayProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button ref={triggerRef} aria-expanded={open} onClick={() => setOpen((was) => !was)}>
        Account
      </button>
      {open && <div role="menu">Sign Out</div>}
    </>
  )
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((done, fail) => {
    resolve = done
    reject = fail
  })
  return { promise, resolve, reject }
}

function Trigger({ load }: { load: () => Promise<ComponentType<OverlayProps>> }) {
  const { loaded: Overlay, standIn, takeOver } = useLazyOverlay(load)
  if (Overlay) return <Overlay triggerRef={takeOver} />
  return (
    <button aria-expanded={false} {...standIn}>
      Account
    </button>
  )
}

describe('useLazyOverlay', () => {
  it('hover fetches the code but keeps the stand-in; the click swaps in the overlay, which takes focus and opens', async () => {
    const code = deferred<ComponentType<OverlayProps>>()
    const load = vi.fn(() => code.promise)
    render(<Trigger load={load} />)
    const standIn = screen.getByRole('button', { name: 'Account' })
    await userEvent.hover(standIn)
    expect(load).toHaveBeenCalledTimes(1)
    await act(async () => code.resolve(FakeMenu))
    // Still the stand-in: a swap under the pointer would lose its press.
    expect(screen.getByRole('button', { name: 'Account' })).toBe(standIn)
    await userEvent.click(standIn)
    expect(await screen.findByRole('menu')).toHaveTextContent('Sign Out')
    const trigger = screen.getByRole('button', { name: 'Account' })
    expect(trigger).not.toBe(standIn)
    expect(trigger).toHaveFocus()
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('a click before the code has come opens the overlay when it comes', async () => {
    const code = deferred<ComponentType<OverlayProps>>()
    render(<Trigger load={() => code.promise} />)
    await userEvent.click(screen.getByRole('button', { name: 'Account' }))
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    await act(async () => code.resolve(FakeMenu))
    expect(await screen.findByRole('menu')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus()
  })

  it('opens from the keyboard: Enter on the focused stand-in', async () => {
    render(<Trigger load={() => Promise.resolve(FakeMenu)} />)
    screen.getByRole('button', { name: 'Account' }).focus()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('menu')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus()
  })

  it('a hover whose fetch fails changes nothing: the click fetches again and opens', async () => {
    const load = vi.fn<() => Promise<ComponentType<OverlayProps>>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(FakeMenu)
    render(<Trigger load={load} />)
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Account' }))
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    await act(async () => undefined)
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Account' }))
    expect(await screen.findByRole('menu')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('a click whose code cannot be had goes to the error boundary, as a lazy route does', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const failed = new Error('Failed to fetch dynamically imported module: user-menu-overlay.js')
    render(
      <Boundary>
        <Trigger load={() => Promise.reject(failed)} />
      </Boundary>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Account' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(failed.message)
    error.mockRestore()
  })
})
