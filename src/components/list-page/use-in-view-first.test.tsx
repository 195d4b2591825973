import { act, render } from '@testing-library/react'
import { useLayoutEffect, useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { byId, countReachingFold, useInViewFirst } from './use-in-view-first'

interface Item {
  id: number
  label: string
}

const ROW_HEIGHT = 100
const items = (prefix: string, ids: number[]): Item[] => ids.map((id) => ({ id, label: `${prefix}${id}` }))
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index)

/** jsdom lays nothing out: each row says where it would be, one ROW_HEIGHT below the previous. */
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = Number(this.getAttribute('data-top') ?? 0)
    return { top, bottom: top + ROW_HEIGHT, left: 0, right: 100, width: 100, height: ROW_HEIGHT, x: 0, y: top, toJSON: () => ({}) }
  })
})
afterEach(() => vi.restoreAllMocks())

/** A list that records what each commit put on the page. */
function List({ shown, commits }: { shown: readonly Item[]; commits: string[][] }) {
  const list = useRef<HTMLUListElement>(null)
  const rendered = useInViewFirst(shown, list, byId)
  useLayoutEffect(() => {
    commits.push(rendered.map((item) => item.label))
  })
  return (
    <ul ref={list}>
      {rendered.map((item, index) => (
        <li key={item.id} data-top={index * ROW_HEIGHT}>
          {item.label}
        </li>
      ))}
    </ul>
  )
}

/** The measurement runs in an animation frame after the list settles. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))

describe('useInViewFirst', () => {
  const fold = Math.ceil(window.innerHeight / ROW_HEIGHT)

  it('counts the children that start above the fold, in reading order', () => {
    const list = document.createElement('ul')
    for (const top of [0, 300, 700, 800, 100]) {
      const row = document.createElement('li')
      row.setAttribute('data-top', String(top))
      list.append(row)
    }
    // The fourth starts at the fold: the count stops there, though the fifth is higher up.
    expect(countReachingFold(list, 800)).toBe(3)
    expect(countReachingFold(list, 50)).toBe(1)
    expect(countReachingFold(document.createElement('ul'), 800)).toBe(0)
  })

  it("renders a new list's first screenful at once, keeps the previous cards below the fold for that paint, then renders the rest", async () => {
    const commits: string[][] = []
    const first = items('a', range(1, 20))
    const { rerender, container } = render(<List shown={first} commits={commits} />)
    await nextFrame()
    commits.length = 0

    const second = items('b', range(101, 120))
    rerender(<List shown={second} commits={commits} />)

    // The input's own commit: the new first `fold` items, then the previous list from there on.
    expect(commits[0]).toEqual([...second.slice(0, fold), ...first.slice(fold)].map((item) => item.label))
    // Then the whole new list.
    expect(commits.at(-1)).toEqual(second.map((item) => item.label))
    expect([...container.querySelectorAll('li')].map((row) => row.textContent)).toEqual(second.map((item) => item.label))
  })

  it('never shows an item twice: one that moves up into view leaves the cards below', async () => {
    const commits: string[][] = []
    const first = items('a', range(1, 20))
    const { rerender } = render(<List shown={first} commits={commits} />)
    await nextFrame()
    commits.length = 0

    // The 15th moves to the top; the rest of the new list is new.
    const second = [first[14], ...items('b', range(101, 119))]
    rerender(<List shown={second} commits={commits} />)

    expect(commits[0].slice(0, fold)).toEqual(second.slice(0, fold).map((item) => item.label))
    for (const commit of commits) expect(new Set(commit).size).toBe(commit.length)
    expect(commits[0].filter((label) => label === 'a15')).toHaveLength(1)
    expect(commits.at(-1)).toEqual(second.map((item) => item.label))
  })

  it('renders a new list that fits in the window whole, with nothing of the previous one', async () => {
    const commits: string[][] = []
    const { rerender } = render(<List shown={items('a', range(1, 20))} commits={commits} />)
    await nextFrame()
    commits.length = 0

    const short = items('b', range(101, 100 + fold))
    rerender(<List shown={short} commits={commits} />)

    expect(commits.length).toBeGreaterThan(0)
    for (const commit of commits) expect(commit).toEqual(short.map((item) => item.label))
  })

  it('renders everything at once until it has measured the window', () => {
    const commits: string[][] = []
    const { rerender } = render(<List shown={items('a', range(1, 20))} commits={commits} />)
    commits.length = 0
    const second = items('b', range(101, 120))
    rerender(<List shown={second} commits={commits} />)
    expect(commits[0]).toEqual(second.map((item) => item.label))
  })
})
