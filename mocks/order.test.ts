import { describe, expect, it } from 'vitest'
import { compareInstants } from './order'

describe('compareInstants', () => {
  it('orders instants and days as time does, equal ones as equal', () => {
    const start = Date.UTC(2024, 0, 1)
    const instants = Array.from({ length: 500 }, (_, index) => new Date(start + ((index * 7_919_113_717) % 90_000_000_000)).toISOString())
    const byTime = [...instants].sort((a, b) => Date.parse(a) - Date.parse(b))
    expect([...instants].sort(compareInstants)).toEqual(byTime)
    const days = instants.map((instant) => instant.slice(0, 10))
    expect([...days].sort(compareInstants)).toEqual([...days].sort((a, b) => Date.parse(a) - Date.parse(b)))
    expect(compareInstants('2026-03-04T09:00:00.000Z', '2026-03-04T09:00:00.000Z')).toBe(0)
    expect(compareInstants('2026-03-04', '2026-03-05')).toBeLessThan(0)
    expect(compareInstants('2026-12-31T23:59:59.999Z', '2026-03-04T00:00:00.000Z')).toBeGreaterThan(0)
  })
})
