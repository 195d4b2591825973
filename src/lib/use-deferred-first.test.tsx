import { act, render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useDeferredFirst } from './use-deferred-first'

function renders() {
  const seen: (readonly number[] | undefined)[] = []
  function Probe({ value }: { value: readonly number[] | undefined }) {
    seen.push(useDeferredFirst(value))
    return null
  }
  return { seen, Probe }
}

describe('useDeferredFirst', () => {
  it('keeps the urgent render on nothing when data first arrives, and shows it in a later (transition) render', () => {
    const { seen, Probe } = renders()
    const { rerender } = render(<Probe value={undefined} />)
    const data = [1]
    act(() => rerender(<Probe value={data} />))
    expect(seen).toEqual([undefined, undefined, data])
  })

  it('shows later changes in the very render that brings them', () => {
    const { seen, Probe } = renders()
    const { rerender } = render(<Probe value={[1]} />)
    const changed = [2]
    act(() => rerender(<Probe value={changed} />))
    expect(seen[0]).toEqual([1])
    expect(seen[1]).toBe(changed)
  })

  it('shows data already there at mount in the first render', () => {
    const { seen, Probe } = renders()
    render(<Probe value={[3]} />)
    expect(seen[0]).toEqual([3])
  })
})
