import { describe, expect, it } from 'vitest'
import { pinFirst, sortByKey, textKey } from './sort-order'

const items = [
  { id: 1, key: 'b' as string | null },
  { id: 2, key: null },
  { id: 3, key: 'a' },
  { id: 4, key: 'b' },
]

describe('sortByKey', () => {
  it('orders ascending or descending, keeps missing keys last, and breaks ties newest id first', () => {
    expect(sortByKey(items, (item) => item.key, 'asc').map((item) => item.id)).toEqual([3, 4, 1, 2])
    expect(sortByKey(items, (item) => item.key, 'desc').map((item) => item.id)).toEqual([4, 1, 3, 2])
  })
  it('reads text without case or accents', () => {
    expect(textKey('Éclair')).toBe(textKey('eclair'))
  })
})

describe('pinFirst', () => {
  it('moves the pinned item first and leaves the list alone without one', () => {
    expect(pinFirst(items, 3).map((item) => item.id)).toEqual([3, 1, 2, 4])
    expect(pinFirst(items, null)).toBe(items)
    expect(pinFirst(items, 99)).toBe(items)
  })
})
