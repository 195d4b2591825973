import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { WebSocket as MockWebSocket } from 'mock-socket'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type DemoBackend, type DemoBackendState, registerDemoBackend } from '@/lib/demo-backend'
import { renderApp } from '@/test/render'

function fakeBackend(initial: Partial<DemoBackendState> = {}) {
  let state: DemoBackendState = { latency: 'off', teammates: false, pendingFailures: 0, storageOk: true, storageRefusals: 0, recovery: null, ...initial }
  const listeners = new Set<() => void>()
  const backend = {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setLatency: () => {},
    setTeammates: () => {},
    failNextCalls: () => {},
    actNow: () => Promise.resolve(''),
    reset: () => new Promise<void>(() => {}),
    recoveryFile: vi.fn(() => Promise.resolve<string | null>('{"kind":"taskhive-unreadable-demo-data"}')),
    onRemoteChange: () => () => {},
    createSocket: (url: string, protocols: string[]) => new MockWebSocket(url, protocols) as unknown as WebSocket,
  } satisfies DemoBackend
  registerDemoBackend(backend)
  const set = (patch: Partial<DemoBackendState>) =>
    act(() => {
      state = { ...state, ...patch }
      for (const listener of listeners) listener()
    })
  return { backend, set }
}

afterEach(() => {
  registerDemoBackend(null)
  vi.restoreAllMocks()
})

function stubDownloads() {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:recovery'), revokeObjectURL: vi.fn() })
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
}

describe('demo storage notices', () => {
  it('say what to do each time the browser refuses to store a change', async () => {
    const { set } = fakeBackend()
    await renderApp('/dashboard', { as: 'staff' })
    await screen.findByRole('banner')
    expect(screen.queryByText('Demo storage is full')).not.toBeInTheDocument()
    await set({ storageOk: false, storageRefusals: 1 })
    const notice = (await screen.findByText('Demo storage is full')).closest('.mantine-Notification-root') as HTMLElement
    expect(within(notice).getByText(/Your last change was not saved\. Reset the demo data \(Demo menu\) or free up space/)).toBeInTheDocument()
    await set({ storageRefusals: 2 })
    expect(screen.getAllByText('Demo storage is full')).toHaveLength(1)
  })

  it('tell a user whose stored data could not be read, on the sign-in page, and let them download it', async () => {
    const click = stubDownloads()
    const { backend } = fakeBackend({ recovery: { movedAt: '2026-11-23T10:00:00.000Z', justNow: true } })
    await renderApp('/signin')
    const title = await screen.findByText('Saved demo data could not be read')
    const notice = title.closest('.mantine-Notification-root') as HTMLElement
    expect(within(notice).getByText(/set aside, not erased, and the demo started again with fresh data, which signs everyone out/)).toBeInTheDocument()
    await userEvent.click(within(notice).getByRole('button', { name: 'Download unreadable data' }))
    expect(backend.recoveryFile).toHaveBeenCalled()
    expect(click).toHaveBeenCalled()
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('taskhive-unreadable-data-2026-11-23T10-00-00-000Z.json')
  })

  it('say nothing about data set aside on an earlier visit', async () => {
    fakeBackend({ recovery: { movedAt: '2026-11-23T10:00:00.000Z', justNow: false } })
    await renderApp('/dashboard', { as: 'staff' })
    await screen.findByRole('banner')
    expect(screen.queryByText('Saved demo data could not be read')).not.toBeInTheDocument()
  })
})
