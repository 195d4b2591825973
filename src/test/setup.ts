import '@testing-library/jest-dom/vitest'
import { notifications } from '@mantine/notifications'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { server } from '../../mocks/node'
import { seedDatabase } from '../../mocks/seed'
import { failNextCalls, updateSettings } from '../../mocks/settings'
import { nextTask } from '@/lib/next-task'

// Mantine needs matchMedia and ResizeObserver, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
})
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver
window.HTMLElement.prototype.scrollIntoView = () => {}
// Mantine's autosize Textarea listens for font loading, which jsdom does not implement.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } })
}
window.scrollTo = (() => {}) as typeof window.scrollTo

// findBy/waitFor give up after 1 s by default; a CI machine running 119 jsdom files on two cores
// can take longer than that to settle a create-and-refetch. Waiting longer changes no assertion.
configure({ asyncUtilTimeout: 5000 })

beforeAll(() => {
  // Test files share a worker's document (src/test/isolation.ts): each starts with an empty body.
  document.body.replaceChildren()
  server.listen({ onUnhandledRequest: 'error' })
})

// The server answers each call in a task of its own (mocks/router.ts): a call the last test's app
// made just before it ended is still answered before the next test reseeds the store and clears
// the stored session, so it can neither see the next test's data nor end its session.
const inFlight = new Set<string>()
server.events.on('request:start', ({ requestId }) => void inFlight.add(requestId))
server.events.on('request:end', ({ requestId }) => void inFlight.delete(requestId))
async function callsSettled() {
  // MessageChannel hops, not timers: a test may have left fake timers in place.
  for (let hop = 0; hop < 1000 && inFlight.size > 0; hop += 1) await nextTask()
}
beforeEach(async () => {
  // The demo settings are module state, which later files of a worker share (src/test/isolation.ts).
  failNextCalls(0)
  updateSettings({ latency: 'off', teammates: false })
  localStorage.clear()
  sessionStorage.clear()
  await seedDatabase()
})
afterEach(async () => {
  cleanup()
  await callsSettled()
  // Mantine's toast queue is module state: without this, a test's toasts wait behind earlier ones.
  notifications.clean()
  server.resetHandlers()
  vi.useRealTimers()
})
afterAll(() => server.close())
