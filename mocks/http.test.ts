import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from './http'

describe('jsonResponse', () => {
  it('answers what HttpResponse.json would, for a small body and for a long list sent in slices', async () => {
    const small = { id: 1, name: 'Ünïcode ✓', nested: [1, null, 'x'] }
    const response = jsonResponse(small)
    expect(response.headers.get('Content-Type')).toBe('application/json')
    expect(await response.text()).toBe(JSON.stringify(small))

    for (const length of [0, 1, 250, 251, 640, 1000, 1001, 2500, 3000]) {
      const list = Array.from({ length }, (_, index) => ({ id: index + 1, title: `Täsk "${index}"`, description: index % 2 ? null : '{"ops":[]}' }))
      expect(await jsonResponse(list).text()).toBe(JSON.stringify(list))
    }
  })

  it('sends a long list in slices, each in its own task, so the page gets its timers and paints in between', async () => {
    const list = Array.from({ length: 5000 }, (_, index) => ({ id: index + 1, title: `Task ${index}` }))
    const order: string[] = []
    const reading = jsonResponse(list)
      .text()
      .then(() => order.push('read'))
    setTimeout(() => order.push('timer'), 0)
    await reading
    expect(order).toEqual(['timer', 'read'])
  })

  describe('where the browser orders tasks by priority (scheduler.postTask)', () => {
    afterEach(() => vi.unstubAllGlobals())

    it('makes each slice of a long list wait behind the page’s own work (background priority, issue 13)', async () => {
      const priorities: string[] = []
      vi.stubGlobal('scheduler', {
        postTask: (callback: () => void, options: { priority: string }) => {
          priorities.push(options.priority)
          return new Promise<void>((resolve) => setTimeout(() => resolve(callback()), 0))
        },
      })
      // The seed's 640 tasks: three slices of at most 250, the first one too (the handler's answer
      // never starts on the list at once).
      const list = Array.from({ length: 640 }, (_, index) => ({ id: index + 1 }))
      expect(await jsonResponse(list).text()).toBe(JSON.stringify(list))
      expect(priorities).toEqual(['background', 'background', 'background'])
    })

    it('sends 20,000 items in 20 slices, not 80 (each slice is a trip through the worker)', async () => {
      const slices: number[] = []
      vi.stubGlobal('scheduler', {
        postTask: (callback: () => void) => {
          slices.push(slices.length)
          return new Promise<void>((resolve) => setTimeout(() => resolve(callback()), 0))
        },
      })
      const list = Array.from({ length: 20_000 }, (_, index) => ({ id: index + 1 }))
      expect(await jsonResponse(list).text()).toBe(JSON.stringify(list))
      expect(slices).toHaveLength(20)
    })
  })
})
