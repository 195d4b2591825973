import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { WebSocket as MockWebSocket } from 'mock-socket'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type DemoBackend, type DemoBackendState, registerDemoBackend } from '@/lib/demo-backend'
import { renderApp } from '@/test/render'

function fakeBackend(initial: Partial<DemoBackendState> = {}) {
  let state: DemoBackendState = { latency: 'off', teammates: false, pendingFailures: 0, storageOk: true, storageRefusals: 0, recovery: null, ...initial }
  const listeners = new Set<() => void>()
  const set = (patch: Partial<DemoBackendState>) => {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  }
  const backend = {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setLatency: vi.fn((latency: DemoBackendState['latency']) => set({ latency })),
    setTeammates: vi.fn((teammates: boolean) => set({ teammates })),
    failNextCalls: vi.fn((count: number) => set({ pendingFailures: count })),
    actNow: vi.fn(() => Promise.resolve('Grace Kim commented on "Design hero section"')),
    reset: vi.fn(() => new Promise<void>(() => {})),
    recoveryFile: vi.fn(() => Promise.resolve<string | null>('{"kind":"taskhive-unreadable-demo-data"}')),
    onRemoteChange: () => () => {},
    // No broker listens here: the socket is refused like an unreachable server's, and the
    // shell keeps working without live updates.
    createSocket: (url: string, protocols: string[]) => new MockWebSocket(url, protocols) as unknown as WebSocket,
  } satisfies DemoBackend
  registerDemoBackend(backend)
  return backend
}

afterEach(() => registerDemoBackend(null))

/** Opens the menu and finds an item in it (Mantine opens it with a transition). */
async function menuItem(name: string | RegExp) {
  const open = screen.queryByRole('menuitem', { name })
  if (open) return open
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Demo settings' }))
  return screen.findByRole('menuitem', { name }, { timeout: 5000 })
}

async function clickItem(name: string | RegExp) {
  await userEvent.setup().click(await menuItem(name))
}

describe('Demo menu', () => {
  it('is hidden with a real backend', async () => {
    await renderApp('/dashboard', { as: 'staff' })
    await screen.findByRole('banner')
    expect(screen.queryByRole('button', { name: 'Demo settings' })).not.toBeInTheDocument()
  })

  it('shows the current latency and sets another', async () => {
    const backend = fakeBackend()
    await renderApp('/dashboard', { as: 'staff' })
    expect(await menuItem(/^Off/)).toHaveTextContent('(selected)')
    expect(screen.getByRole('menuitem', { name: /^Slow/ })).not.toHaveTextContent('(selected)')
    await userEvent.setup().click(screen.getByRole('menuitem', { name: /^Slow/ }))
    expect(backend.setLatency).toHaveBeenCalledWith('slow')
  })

  it('switches simulated teammates', async () => {
    const backend = fakeBackend({ teammates: false })
    await renderApp('/dashboard', { as: 'staff' })
    const item = await menuItem(/Simulated teammates/)
    expect(item).toHaveTextContent('Off')
    await userEvent.setup().click(item)
    expect(backend.setTeammates).toHaveBeenCalledWith(true)
  })

  it('makes the next calls fail and says how many are left', async () => {
    const backend = fakeBackend()
    await renderApp('/dashboard', { as: 'staff' })
    await clickItem('Make the next 3 calls fail')
    expect(backend.failNextCalls).toHaveBeenCalledWith(3)
    registerDemoBackend(null)
    fakeBackend({ pendingFailures: 2 })
    expect(await menuItem('Next 2 calls will fail')).toBeInTheDocument()
  })

  it('lets a teammate act now and shows what they did', async () => {
    const backend = fakeBackend()
    await renderApp('/dashboard', { as: 'staff' })
    await clickItem('A teammate acts now')
    expect(backend.actNow).toHaveBeenCalled()
    expect(await screen.findByText('Grace Kim commented on "Design hero section"')).toBeInTheDocument()
  })

  it('switches to another demo account', async () => {
    fakeBackend()
    await renderApp('/dashboard', { as: 'staff' })
    const current = await menuItem('Staff: Sofia Ramirez')
    expect(current).toBeDisabled()
    await userEvent.setup().click(screen.getByRole('menuitem', { name: 'Admin: Amelia Hart' }))
    expect(await screen.findByText('Signed in as Amelia Hart (Admin)')).toBeInTheDocument()
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user') ?? '{}').username).toBe('admin'))
  })

  it('resets the demo data only after confirmation (then reloads)', async () => {
    const backend = fakeBackend()
    await renderApp('/dashboard', { as: 'staff' })
    await clickItem('Reset demo data…')
    const dialog = await screen.findByRole('dialog', { name: 'Reset demo data?' })
    expect(within(dialog).getByText(/Everything you created or changed in this browser will be lost/)).toBeInTheDocument()
    expect(backend.reset).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset demo data' }))
    expect(backend.reset).toHaveBeenCalledTimes(1)
  })

  it('offers stored data that could not be read for download', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:recovery'), revokeObjectURL: vi.fn() })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const backend = fakeBackend({ recovery: { movedAt: '2026-11-23T10:00:00.000Z', justNow: false } })
    await renderApp('/dashboard', { as: 'staff' })
    await clickItem('Download unreadable data')
    await waitFor(() => expect(click).toHaveBeenCalled())
    expect(backend.recoveryFile).toHaveBeenCalled()
    click.mockRestore()
  })

  it('offers no download when nothing was set aside', async () => {
    fakeBackend()
    await renderApp('/dashboard', { as: 'staff' })
    await menuItem('Reset demo data…')
    expect(screen.queryByRole('menuitem', { name: 'Download unreadable data' })).not.toBeInTheDocument()
  })

  it('warns when the browser refuses to store the demo data', async () => {
    fakeBackend({ storageOk: false })
    await renderApp('/dashboard', { as: 'staff' })
    await menuItem('Reset demo data…')
    expect(screen.getByText('Demo storage is full or blocked — changes are not saved. Reset the demo data or free up space in your browser.')).toBeInTheDocument()
  })
})
