import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useClosingHold } from '@/components/feedback/use-closing-hold'
import { afterSettle, holdWhileClosing, SETTLE_HOLD_MAX_MS } from './after-settle'

/** A frame: requestAnimationFrame's callbacks, then afterPaint's timer. */
const nextFrame = () => vi.advanceTimersByTime(20)

describe('afterSettle', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs after the next paint when no dialog is closing', () => {
    const task = vi.fn()
    afterSettle(task)
    expect(task).not.toHaveBeenCalled()
    nextFrame()
    expect(task).toHaveBeenCalledOnce()
  })

  it('waits for every closing dialog, and runs once when the last has gone', () => {
    const first = holdWhileClosing()
    const second = holdWhileClosing()
    const task = vi.fn()
    afterSettle(task)
    nextFrame()
    first()
    first()
    expect(task).not.toHaveBeenCalled()
    second()
    expect(task).not.toHaveBeenCalled()
    nextFrame()
    expect(task).toHaveBeenCalledOnce()
  })

  it('keeps waiting when another dialog starts closing in the frame the last one went', () => {
    const first = holdWhileClosing()
    const task = vi.fn()
    afterSettle(task)
    nextFrame()
    first()
    const second = holdWhileClosing()
    nextFrame()
    expect(task).not.toHaveBeenCalled()
    second()
    nextFrame()
    expect(task).toHaveBeenCalledOnce()
  })

  it('does not wait longer than SETTLE_HOLD_MAX_MS for a dialog that never says it has gone', () => {
    holdWhileClosing()
    const task = vi.fn()
    afterSettle(task)
    vi.advanceTimersByTime(SETTLE_HOLD_MAX_MS - 1)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    nextFrame()
    expect(task).toHaveBeenCalledOnce()
  })

  it('holds from the render that closes a modal until its exit transition ends, or it unmounts', () => {
    const exited = vi.fn()
    const { result, rerender, unmount } = renderHook(({ opened }) => useClosingHold(opened, exited), { initialProps: { opened: true } })
    const task = vi.fn()
    rerender({ opened: false })
    afterSettle(task)
    nextFrame()
    expect(task).not.toHaveBeenCalled()
    result.current()
    expect(exited).toHaveBeenCalledOnce()
    nextFrame()
    expect(task).toHaveBeenCalledOnce()

    rerender({ opened: true })
    rerender({ opened: false })
    const later = vi.fn()
    afterSettle(later)
    nextFrame()
    expect(later).not.toHaveBeenCalled()
    unmount()
    nextFrame()
    expect(later).toHaveBeenCalledOnce()
  })
})
