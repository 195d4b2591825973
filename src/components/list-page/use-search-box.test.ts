import { act, renderHook, waitFor } from '@testing-library/react'
import type { ChangeEvent } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useSearchBox } from './use-search-box'

const typed = (value: string) => ({ currentTarget: { value } }) as ChangeEvent<HTMLInputElement>

describe('useSearchBox', () => {
  it('shows each key at once and writes the URL once, after the paint, for a burst of keys', async () => {
    const onChange = vi.fn()
    const { result } = renderHook(() => useSearchBox(undefined, onChange))
    act(() => result.current.field.onChange(typed('s')))
    act(() => result.current.field.onChange(typed('st')))
    act(() => result.current.field.onChange(typed('sta')))
    expect(result.current.text).toBe('sta')
    expect(onChange).not.toHaveBeenCalled()
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1))
    expect(onChange).toHaveBeenCalledWith('sta')
    act(() => result.current.field.onChange(typed('')))
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2))
    expect(onChange).toHaveBeenLastCalledWith(undefined)
  })

  it('drops a write still pending when the screen goes away', async () => {
    const onChange = vi.fn()
    const { result, unmount } = renderHook(() => useSearchBox(undefined, onChange))
    act(() => result.current.field.onChange(typed('gone')))
    unmount()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('follows a search changed from outside, but not its own write landing', async () => {
    const onChange = vi.fn()
    const { result, rerender } = renderHook(({ value }) => useSearchBox(value, onChange), { initialProps: { value: 'old' as string | undefined } })
    expect(result.current.text).toBe('old')
    rerender({ value: 'back' })
    expect(result.current.text).toBe('back')
    rerender({ value: undefined })
    expect(result.current.text).toBe('')

    act(() => result.current.field.onChange(typed('ab')))
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('ab'))
    // The user goes on typing before the URL ('ab') arrives: the box keeps what they typed.
    act(() => result.current.field.onChange(typed('abc')))
    rerender({ value: 'ab' })
    expect(result.current.text).toBe('abc')
  })
})
