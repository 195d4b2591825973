import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useSearchState } from './use-search-state'

interface Filters {
  status?: string
  priority?: string
}

describe('useSearchState', () => {
  it('shows a choice at once and writes it to the URL after the paint, merged with the rest', async () => {
    const onSearchChange = vi.fn()
    // The router hands a screen the same search object until the URL changes.
    const search: Filters = { priority: 'high' }
    const { result } = renderHook(() => useSearchState(search, onSearchChange))
    act(() => result.current.change({ status: 'todo' }))
    expect(result.current.view).toEqual({ priority: 'high', status: 'todo' })
    expect(onSearchChange).not.toHaveBeenCalled()
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ priority: 'high', status: 'todo' }))
  })

  it('builds a second write on the first before the URL has come back', () => {
    const onSearchChange = vi.fn()
    const search: Filters = {}
    const { result } = renderHook(() => useSearchState(search, onSearchChange))
    act(() => {
      result.current.write({ status: 'todo' })
      result.current.write({ priority: 'low' })
    })
    expect(onSearchChange).toHaveBeenLastCalledWith({ status: 'todo', priority: 'low' })
  })

  it('takes a URL changed from outside', () => {
    const { result, rerender } = renderHook(({ search }) => useSearchState<Filters>(search, vi.fn()), { initialProps: { search: { status: 'todo' } as Filters } })
    rerender({ search: {} })
    expect(result.current.view).toEqual({})
  })
})
