import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { usePainted } from './use-painted'

describe('usePainted', () => {
  it('is false in the first frame and true once that frame has been painted', async () => {
    const frames: FrameRequestCallback[] = []
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
    try {
      const { result } = renderHook(() => usePainted())
      expect(result.current).toBe(false)
      await new Promise((resolve) => setTimeout(resolve, 20))
      // Nothing has been painted yet: the frame has not come.
      expect(result.current).toBe(false)
      for (const frame of frames.splice(0)) frame(performance.now())
      await waitFor(() => expect(result.current).toBe(true))
    } finally {
      raf.mockRestore()
    }
  })

  it('does nothing after the component is gone', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { result, unmount } = renderHook(() => usePainted())
    unmount()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(result.current).toBe(false)
    expect(error).not.toHaveBeenCalled()
    error.mockRestore()
  })
})
