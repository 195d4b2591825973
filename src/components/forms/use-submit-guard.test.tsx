import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useSubmitGuard } from './use-submit-guard'

/** The guard over a call whose `loading` the test sets, as React Query's `isPending` would be. */
function guarded() {
  const submit = vi.fn()
  const hook = renderHook(({ loading }) => useSubmitGuard(loading), { initialProps: { loading: false } })
  const send = () => act(() => hook.result.current.guard(submit)())
  return { submit, hook, send }
}

describe('useSubmitGuard', () => {
  it('takes one submit of two in the same frame, and is busy at once', () => {
    const { submit, hook, send } = guarded()
    send()
    send()
    expect(submit).toHaveBeenCalledTimes(1)
    expect(hook.result.current.busy).toBe(true)
  })

  it('drops submits while the call runs, and takes the next one as soon as the call has failed', () => {
    vi.useFakeTimers()
    try {
      const { submit, hook, send } = guarded()
      send()
      hook.rerender({ loading: true })
      send()
      expect(submit).toHaveBeenCalledTimes(1)
      // The call fails at once, well inside the guard's own hand-over time: a retry must not be lost.
      hook.rerender({ loading: false })
      expect(hook.result.current.busy).toBe(false)
      send()
      expect(submit).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('lets go after the hand-over when no call starts (the form refused to submit)', () => {
    vi.useFakeTimers()
    try {
      const { submit, hook, send } = guarded()
      send()
      act(() => vi.advanceTimersByTime(60))
      expect(hook.result.current.busy).toBe(false)
      send()
      expect(submit).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })
})
