import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterFirstAppPaint, afterFirstContentfulPaint, FIRST_PAINT_WAIT_MAX_MS } from './after-paint'

type Callback = (entries: { getEntriesByName(name: string): unknown[] }) => void

/** A PerformanceObserver that reports paint entries when the test says so. */
function fakePaintObserver(alreadyPainted: boolean) {
  const observers: { callback: Callback; disconnected: boolean }[] = []
  class FakeObserver {
    static supportedEntryTypes = ['paint']
    private readonly entry: { callback: Callback; disconnected: boolean }
    constructor(callback: Callback) {
      this.entry = { callback, disconnected: false }
      observers.push(this.entry)
    }
    observe(options: { type: string; buffered?: boolean }) {
      if (options.type === 'paint' && options.buffered && alreadyPainted) paint(this.entry)
    }
    disconnect() {
      this.entry.disconnected = true
    }
  }
  const paint = (observer: { callback: Callback; disconnected: boolean }, name = 'first-contentful-paint') => {
    if (!observer.disconnected) observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) })
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  return {
    paint: (name?: string) => observers.forEach((observer) => paint(observer, name)),
    disconnected: () => observers.every((observer) => observer.disconnected),
  }
}

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => {
    done = true
  })
  await Promise.resolve()
  await Promise.resolve()
  return done
}

describe('afterFirstContentfulPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('waits for the first contentful paint, not the first paint', async () => {
    const observer = fakePaintObserver(false)
    const waiting = afterFirstContentfulPaint()
    expect(await settled(waiting)).toBe(false)
    observer.paint('first-paint')
    expect(await settled(waiting)).toBe(false)
    observer.paint()
    expect(await settled(waiting)).toBe(true)
    expect(observer.disconnected()).toBe(true)
  })

  it('resolves at once when the page has already painted', async () => {
    fakePaintObserver(true)
    expect(await settled(afterFirstContentfulPaint())).toBe(true)
  })

  it('stops waiting after the longest wait (a hidden tab paints nothing)', async () => {
    vi.useFakeTimers()
    const observer = fakePaintObserver(false)
    const waiting = afterFirstContentfulPaint()
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MAX_MS - 1)
    expect(await settled(waiting)).toBe(false)
    vi.advanceTimersByTime(1)
    expect(await settled(waiting)).toBe(true)
    expect(observer.disconnected()).toBe(true)
  })

  it('does not wait where the browser reports no paints', async () => {
    vi.stubGlobal('PerformanceObserver', undefined)
    expect(await settled(afterFirstContentfulPaint())).toBe(true)
  })
})

describe('afterFirstAppPaint', () => {
  afterEach(() => vi.unstubAllGlobals())

  /** A root as index.html has it: the loading splash until the app renders. */
  function rootWithSplash() {
    const root = document.createElement('div')
    root.innerHTML = '<div class="boot" role="status">Taskhive<small>Loading…</small></div>'
    document.body.append(root)
    return root
  }
  /** MutationObserver callbacks run as microtasks; a macrotask lets them through. */
  const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('waits past the splash’s paint until the app has replaced it', async () => {
    fakePaintObserver(true)
    const root = rootWithSplash()
    const waiting = afterFirstAppPaint(root)
    await mutationsDelivered()
    expect(await settled(waiting)).toBe(false)
    root.querySelector('.boot')!.append(' still')
    await mutationsDelivered()
    expect(await settled(waiting)).toBe(false)
    root.replaceChildren(Object.assign(document.createElement('main'), { textContent: 'Dashboard' }))
    await mutationsDelivered()
    expect(await settled(waiting)).toBe(true)
    root.remove()
  })

  it('resolves at the first contentful paint when the app rendered before the splash showed', async () => {
    const observer = fakePaintObserver(false)
    const root = document.createElement('div')
    root.innerHTML = '<main>Dashboard</main>'
    const waiting = afterFirstAppPaint(root)
    expect(await settled(waiting)).toBe(false)
    observer.paint()
    await mutationsDelivered()
    expect(await settled(waiting)).toBe(true)
  })
})
