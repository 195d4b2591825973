import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Hint } from './hint'
import { placeHint } from './hint-placement'

function Subject({ openDelay }: { openDelay?: number }) {
  return (
    <Hint label="Switch to dark mode" openDelay={openDelay}>
      {(hint) => (
        <button {...hint} aria-label="Dark mode">
          ☾
        </button>
      )}
    </Hint>
  )
}

afterEach(() => vi.useRealTimers())

describe('Hint', () => {
  it('shows on hover as a tooltip that describes its target, and goes when the pointer leaves', async () => {
    render(<Subject />)
    const target = screen.getByRole('button', { name: 'Dark mode' })
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    await userEvent.hover(target)
    const tooltip = screen.getByRole('tooltip')
    expect(tooltip).toHaveTextContent('Switch to dark mode')
    expect(target).toHaveAttribute('aria-describedby', tooltip.id)
    expect(target).toHaveAccessibleName('Dark mode')
    await userEvent.unhover(target)
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument())
    expect(target).not.toHaveAttribute('aria-describedby')
  })

  it('stays while the pointer moves from the target onto it (WCAG 1.4.13)', () => {
    vi.useFakeTimers()
    render(<Subject />)
    const target = screen.getByRole('button', { name: 'Dark mode' })
    fireEvent.mouseEnter(target)
    fireEvent.mouseLeave(target)
    fireEvent.mouseEnter(screen.getByRole('tooltip'))
    act(() => vi.advanceTimersByTime(500))
    expect(screen.getByRole('tooltip')).toBeInTheDocument()
  })

  it('shows on keyboard focus and Escape dismisses it without moving focus', async () => {
    render(<Subject />)
    await userEvent.tab()
    const target = screen.getByRole('button', { name: 'Dark mode' })
    expect(target).toHaveFocus()
    expect(screen.getByRole('tooltip')).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    expect(target).toHaveFocus()
  })

  it('waits for its open delay on hover', () => {
    vi.useFakeTimers()
    render(<Subject openDelay={400} />)
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Dark mode' }))
    act(() => vi.advanceTimersByTime(300))
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(100))
    expect(screen.getByRole('tooltip')).toBeInTheDocument()
  })

  it('hides as the target is pressed', async () => {
    render(<Subject />)
    const target = screen.getByRole('button', { name: 'Dark mode' })
    await userEvent.hover(target)
    fireEvent.pointerDown(target)
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  })
})

describe('placeHint', () => {
  const viewport = { width: 1000, height: 800 }
  const rect = (left: number, top: number, width = 40, height = 30) => ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) }) as DOMRect

  it('puts the hint above its target, centred', () => {
    expect(placeHint(rect(480, 300), { width: 100, height: 24 }, viewport)).toEqual({ top: 270, left: 450, below: false, arrowLeft: 50 })
  })

  it('goes below a target with no room above it', () => {
    expect(placeHint(rect(480, 10), { width: 100, height: 24 }, viewport)).toMatchObject({ top: 46, below: true })
  })

  it('stays inside the window, its arrow still at the target', () => {
    const placed = placeHint(rect(970, 300, 24), { width: 120, height: 24 }, viewport)
    expect(placed.left).toBe(1000 - 120 - 8)
    expect(placed.arrowLeft).toBe(982 - placed.left)
  })
})
