import { afterEach, describe, expect, it, vi } from 'vitest'
import { pacer } from './next-task'

afterEach(() => vi.restoreAllMocks())

describe('pacer', () => {
  it('is due once the task has run its slice, and starts a new slice in the next task', async () => {
    let now = 1000
    vi.spyOn(performance, 'now').mockImplementation(() => now)
    const pace = pacer(8)
    expect(pace.due()).toBe(false)
    now += 7.9
    expect(pace.due()).toBe(false)
    now += 0.1
    expect(pace.due()).toBe(true)

    // The loop goes on in a later task, not in this one's microtasks.
    let resumed = false
    const yielded = pace.yield().then(() => (resumed = true))
    for (let tick = 0; tick < 10; tick += 1) await Promise.resolve()
    expect(resumed).toBe(false)
    await yielded
    expect(pace.due()).toBe(false)
    now += 8
    expect(pace.due()).toBe(true)
  })
})
