import '@testing-library/jest-dom/vitest'
import { notifications } from '@mantine/notifications'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { server } from '../../mocks/node'
import { seedDatabase } from '../../mocks/seed'

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

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(async () => {
  localStorage.clear()
  sessionStorage.clear()
  await seedDatabase()
})
afterEach(() => {
  cleanup()
  // Mantine's toast queue is module state: without this, a test's toasts wait behind earlier ones.
  notifications.clean()
  server.resetHandlers()
})
afterAll(() => server.close())
