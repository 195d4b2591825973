import { act, render } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { countReachingFold, firstScreenful, useInFullCount } from './use-in-full-count'

interface Item {
  id: number
  label: string
}

const ROW_HEIGHT = 100
const items = (prefix: string, ids: number[]): Item[] => ids.map((id) => ({ id, label: `${prefix}${id}` }))
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index)

/** How far the window is scrolled down. */
let scrolled = 0

/** jsdom lays nothing out: each row says where it would be, one ROW_HEIGHT below the previous. */
beforeEach(() => {
  scrolled = 0
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = Number(this.getAttribute('data-top') ?? 0) - scrolled
    return { top, bottom: top + ROW_HEIGHT, left: 0, right: 100, width: 100, height: ROW_HEIGHT, x: 0, y: top, toJSON: () => ({}) }
  })
})
afterEach(() => vi.restoreAllMocks())

/** Each item as a commit shows it: its label, and `~` when it is light. */
type Commit = string[]

/** A list that records what each commit put on the page; a light row keeps its link where a full row has it. */
function List({ shown, commits, loading = false, rowHeight = ROW_HEIGHT }: { shown: readonly Item[]; commits: Commit[]; loading?: boolean; rowHeight?: number }) {
  const [inFull, list] = useInFullCount(shown)
  useLayoutEffect(() => {
    commits.push(shown.map((item, index) => (index < inFull ? item.label : `~${item.label}`)))
  })
  if (loading) return <p>Loading</p>
  return (
    <ul ref={list}>
      {shown.map((item, index) => (
        <li key={item.id} data-top={index * rowHeight} data-light={index >= inFull || undefined}>
          <a href={`#${item.label}`}>{item.label}</a>
          {index < inFull && <button type="button">Edit {item.label}</button>}
        </li>
      ))}
    </ul>
  )
}

/** A list behind a loading state, in an element whose top (`top`) tells where its first row will start. */
function AnchoredList({ shown, commits, loading, top }: { shown: readonly Item[]; commits: Commit[]; loading: boolean; top: number }) {
  const [inFull, list, anchor] = useInFullCount(shown, { size: { minHeight: ROW_HEIGHT } })
  useLayoutEffect(() => {
    if (!loading) commits.push(shown.map((item, index) => (index < inFull ? item.label : `~${item.label}`)))
  })
  return (
    <div ref={anchor} data-top={top}>
      {loading ? (
        <p>Loading</p>
      ) : (
        <ul ref={list}>
          {shown.map((item, index) => (
            <li key={item.id} data-top={top + index * ROW_HEIGHT}>
              <a href={`#${item.label}`}>{item.label}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** The measurement runs in an animation frame after the list settles or the window scrolls. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))

async function scrollTo(y: number) {
  scrolled = y
  window.dispatchEvent(new Event('scroll'))
  await nextFrame()
  // An item gone to full is measured again once it is on the page.
  await nextFrame()
}

const light = (list: readonly Item[]) => list.map((item) => `~${item.label}`)
const full = (list: readonly Item[]) => list.map((item) => item.label)

describe('useInFullCount', () => {
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

  it('measures the first list before its first paint: what the window shows in full, the rest light', () => {
    const commits: Commit[] = []
    const first = items('a', range(1, 20))
    render(<List shown={first} commits={commits} />)
    // Light while it is measured, then in full what reaches the fold, both before the browser paints.
    expect(commits[0]).toEqual(light(first))
    expect(commits.at(-1)).toEqual([...full(first.slice(0, fold)), ...light(first.slice(fold))])
  })

  it('measures a list that comes on the page after its items, behind a loading state, when it does', () => {
    const commits: Commit[] = []
    const first = items('a', range(1, 20))
    const { rerender } = render(<List shown={first} commits={commits} loading />)
    rerender(<List shown={first} commits={commits} />)
    expect(commits.at(-1)).toEqual([...full(first.slice(0, fold)), ...light(first.slice(fold))])
  })

  it("renders a new list's first screenful in full and the rest light in the input's own commit, and changes nothing after it", async () => {
    const commits: Commit[] = []
    const { rerender, container } = render(<List shown={items('a', range(1, 20))} commits={commits} />)
    await nextFrame()
    commits.length = 0

    const second = items('b', range(101, 120))
    rerender(<List shown={second} commits={commits} />)
    const expected = [...full(second.slice(0, fold)), ...light(second.slice(fold))]
    expect(commits[0]).toEqual(expected)

    // Measured again after the change: the same count, so no further commit changes a thing.
    await nextFrame()
    await nextFrame()
    for (const commit of commits) expect(commit).toEqual(expected)
    // Every item is on the page with its link; only the ones in view have the rest.
    expect(container.querySelectorAll('a')).toHaveLength(20)
    expect(container.querySelectorAll('button')).toHaveLength(fold)
  })

  it('renders an item in full once the window reaches it, and keeps it so when the window goes back up', async () => {
    const commits: Commit[] = []
    const { rerender } = render(<List shown={items('a', range(1, 20))} commits={commits} />)
    await nextFrame()
    const second = items('b', range(101, 120))
    rerender(<List shown={second} commits={commits} />)

    await scrollTo(3 * ROW_HEIGHT)
    expect(commits.at(-1)).toEqual([...full(second.slice(0, fold + 3)), ...light(second.slice(fold + 3))])

    await scrollTo(0)
    expect(commits.at(-1)).toEqual([...full(second.slice(0, fold + 3)), ...light(second.slice(fold + 3))])
  })

  it('renders in full, before its first paint, the items a new list brings above the fold beyond the last one’s', async () => {
    const commits: Commit[] = []
    const { rerender } = render(<List shown={items('a', range(1, 30))} commits={commits} />)
    await nextFrame()
    commits.length = 0
    // Rows half as tall: more of the new list reaches the fold than the last list's count.
    const second = items('b', range(101, 130))
    rerender(<List shown={second} commits={commits} rowHeight={ROW_HEIGHT / 2} />)
    const reaching = Math.ceil(window.innerHeight / (ROW_HEIGHT / 2))
    // Done in the input's own task, before the browser paints: no frame passes in between.
    expect(commits.at(-1)).toEqual([...full(second.slice(0, reaching)), ...light(second.slice(reaching))])
    // Rows as tall as before: the last list's count, in one commit.
    commits.length = 0
    const third = items('c', range(201, 230))
    rerender(<List shown={third} commits={commits} />)
    expect(commits).toEqual([[...full(third.slice(0, reaching)), ...light(third.slice(reaching))]])
  })

  it('starts the next list from what the window showed when last measured, not from everything seen before', async () => {
    const commits: Commit[] = []
    const { rerender } = render(<List shown={items('a', range(1, 20))} commits={commits} />)
    await nextFrame()
    rerender(<List shown={items('b', range(101, 120))} commits={commits} />)
    await scrollTo(5 * ROW_HEIGHT)
    await scrollTo(0)

    commits.length = 0
    const third = items('c', range(201, 220))
    rerender(<List shown={third} commits={commits} />)
    expect(commits[0]).toEqual([...full(third.slice(0, fold)), ...light(third.slice(fold))])
  })

  it('keeps the element, and focus, of a light item’s link as the item fills in', async () => {
    const commits: Commit[] = []
    const { rerender, container } = render(<List shown={items('a', range(1, 20))} commits={commits} />)
    await nextFrame()
    rerender(<List shown={items('b', range(101, 120))} commits={commits} />)

    const row = container.querySelectorAll('li')[fold + 1]
    expect(row).toHaveAttribute('data-light')
    const link = row.querySelector('a')
    link?.focus()
    // Focus scrolls the item into view.
    await scrollTo(2 * ROW_HEIGHT)

    expect(row).not.toHaveAttribute('data-light')
    expect(row.querySelector('button')).toHaveTextContent('Edit b')
    expect(row.querySelector('a')).toBe(link)
    expect(document.activeElement).toBe(link)
  })

  it('works out how many items can reach the fold from where the first one starts', () => {
    expect(firstScreenful(300, 800, { minHeight: 100 })).toBe(5)
    expect(firstScreenful(350, 800, { minHeight: 100 })).toBe(5)
    expect(firstScreenful(300, 800, { minHeight: 100, columns: 2 })).toBe(10)
    expect(firstScreenful(800, 800, { minHeight: 100 })).toBe(0)
    expect(firstScreenful(1200, 800, { minHeight: 100 })).toBe(0)
  })

  it('renders the first list after a loading state with its first screenful in full at once, reading no item before its paint', async () => {
    const commits: Commit[] = []
    const first = items('a', range(1, 20))
    const { rerender } = render(<AnchoredList shown={[]} commits={commits} loading top={300} />)
    const reads = vi.mocked(Element.prototype.getBoundingClientRect)
    reads.mockClear()
    rerender(<AnchoredList shown={first} commits={commits} loading={false} top={300} />)
    const screenful = Math.ceil((window.innerHeight - 300) / ROW_HEIGHT)
    const expected = [...full(first.slice(0, screenful)), ...light(first.slice(screenful))]
    // Split from the first commit on: no light-only commit, and no layout read before the paint.
    expect(commits[0]).toEqual(expected)
    for (const commit of commits) expect(commit).toEqual(expected)
    expect(reads).not.toHaveBeenCalled()
    // Measured in the next frame: the same count, so nothing changes.
    await nextFrame()
    await nextFrame()
    expect(reads).toHaveBeenCalled()
    for (const commit of commits) expect(commit).toEqual(expected)
  })

  it('renders the first list light at once when it starts below the fold, and fills in what the window reaches', async () => {
    const commits: Commit[] = []
    const first = items('a', range(1, 20))
    const top = window.innerHeight + 50
    const { rerender } = render(<AnchoredList shown={[]} commits={commits} loading top={top} />)
    const reads = vi.mocked(Element.prototype.getBoundingClientRect)
    reads.mockClear()
    rerender(<AnchoredList shown={first} commits={commits} loading={false} top={top} />)
    expect(commits[0]).toEqual(light(first))
    for (const commit of commits) expect(commit).toEqual(light(first))
    expect(reads).not.toHaveBeenCalled()
    await nextFrame()
    expect(commits.at(-1)).toEqual(light(first))

    await scrollTo(top)
    expect(commits.at(-1)).toEqual([...full(first.slice(0, fold)), ...light(first.slice(fold))])
  })

  it('renders a list that fits in the window whole', async () => {
    const commits: Commit[] = []
    const { rerender } = render(<List shown={items('a', range(1, 20))} commits={commits} />)
    await nextFrame()
    commits.length = 0

    const short = items('b', range(101, 100 + fold))
    rerender(<List shown={short} commits={commits} />)
    for (const commit of commits) expect(commit).toEqual(full(short))
  })
})
