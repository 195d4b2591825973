import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { recycleKeys, useRecycledKeys } from './use-recycled-keys'

const counter = () => {
  let issued = 0
  return () => `k${issued++}`
}

/** Keys written as "id:key id:key …", in order: the lists below read as the table they are. */
const keysOf = (written: string) => new Map(written.split(' ').map((pair): [number, string] => [Number(pair.split(':')[0]), pair.split(':')[1]!]))
const written = (keys: ReadonlyMap<number, string>) => [...keys].map(([id, key]) => `${id}:${key}`).join(' ')

describe('recycleKeys', () => {
  it('gives a first list fresh keys in order', () => {
    expect(written(recycleKeys(new Map(), [7, 3, 9], counter()))).toBe('7:k0 3:k1 9:k2')
  })

  it('keeps the key of every item that stays, wherever it moves', () => {
    expect(written(recycleKeys(keysOf('1:a 2:b 3:c'), [3, 1, 2], counter()))).toBe('3:c 1:a 2:b')
  })

  it('gives arrivals the keys of the items that left, in the order those stood, then fresh ones', () => {
    // 2 stays; 1, 3 and 4 leave; 5, 6, 7 and 8 arrive.
    expect(written(recycleKeys(keysOf('1:a 2:b 3:c 4:d'), [5, 2, 6, 7, 8], counter()))).toBe('5:a 2:b 6:c 7:d 8:k0')
  })

  it('does not hand out the key of a leaving item that is kept (it holds the focus)', () => {
    expect(written(recycleKeys(keysOf('1:a 2:b'), [5, 6], counter(), (id) => id === 1))).toBe('5:b 6:k0')
  })

  it('never gives two items one key', () => {
    let keys = recycleKeys(new Map(), [1, 2, 3, 4], counter())
    const fresh = counter()
    for (const ids of [[4, 5, 6], [1, 2], [2, 6, 7, 8, 9], [9], [1, 2, 3, 4, 5, 6]]) {
      keys = recycleKeys(keys, ids, () => `n${fresh()}`)
      expect(new Set(keys.values()).size).toBe(ids.length)
      expect([...keys.keys()]).toEqual(ids)
    }
  })
})

interface Item {
  id: number
  label: string
}

/** A row element that remembers which item it was first built for. */
function Row({ item }: { item: Item }): ReactNode {
  return (
    <li data-testid={`row-${item.id}`} ref={(element) => element?.setAttribute('data-built-for', element.getAttribute('data-built-for') ?? String(item.id))}>
      {item.label}
    </li>
  )
}

/** Its items are built afresh on every render: the keys follow the ids, not the array. */
function List({ ids, tick }: { ids: number[]; tick?: number }) {
  const items = ids.map((id) => ({ id, label: tick === undefined ? `Task ${id}` : `Task ${id} (${tick})` }))
  const keys = useRecycledKeys(items, (item) => item.id)
  return (
    <ul>
      {items.map((item) => (
        <Row key={keys.get(item.id)} item={item} />
      ))}
    </ul>
  )
}

describe('useRecycledKeys', () => {
  it('updates the elements of items that left for the items that arrive, and keeps those that stay', () => {
    const { rerender, getByTestId, container } = render(<List ids={[1, 2, 3]} />)
    const second = getByTestId('row-2')
    rerender(<List ids={[2, 4, 5]} />)
    // 2 kept its element; 4 and 5 took the elements built for 1 and 3.
    expect(getByTestId('row-2')).toBe(second)
    expect(getByTestId('row-4')).toHaveAttribute('data-built-for', '1')
    expect(getByTestId('row-5')).toHaveAttribute('data-built-for', '3')
    expect([...container.querySelectorAll('li')].map((row) => row.textContent)).toEqual(['Task 2', 'Task 4', 'Task 5'])
  })
})

describe('useRecycledKeys with a list built on every render', () => {
  it('settles: the same ids in a new array keep their keys', () => {
    const { rerender, getByTestId } = render(<List ids={[1, 2]} tick={0} />)
    const first = getByTestId('row-1')
    rerender(<List ids={[1, 2]} tick={1} />)
    expect(getByTestId('row-1')).toBe(first)
    expect(first).toHaveTextContent('Task 1 (1)')
    rerender(<List ids={[3, 2]} tick={2} />)
    expect(getByTestId('row-3')).toBe(first)
  })
})
