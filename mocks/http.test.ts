import { describe, expect, it } from 'vitest'
import { jsonResponse } from './http'

describe('jsonResponse', () => {
  it('answers what HttpResponse.json would, for a small body and for a long list sent in slices', async () => {
    const small = { id: 1, name: 'Ünïcode ✓', nested: [1, null, 'x'] }
    const response = jsonResponse(small)
    expect(response.headers.get('Content-Type')).toBe('application/json')
    expect(await response.text()).toBe(JSON.stringify(small))

    for (const length of [0, 1, 1000, 1001, 2500, 3000]) {
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
})
