import type { Meta, StoryObj } from '@storybook/react-vite'
import { WebSocket as MockWebSocket } from 'mock-socket'
import { expect, fn, userEvent, within } from 'storybook/test'
import { type DemoBackend, type DemoBackendState, registerDemoBackend } from '@/lib/demo-backend'
import { pageStory } from '../../support/a11y'
import { AppAt } from '../../support/app-at'
import { signedInAs } from '../../support/session'
import { phone } from '../work-story-states'

/**
 * A stand-in for the in-browser server's demo controls, so each story can start the menu in a
 * chosen state; clicks change it as the real one would and show up in the Actions panel.
 */
function storyBackend(initial: Partial<DemoBackendState>): DemoBackend {
  let state: DemoBackendState = { latency: 'off', teammates: false, pendingFailures: 0, storageOk: true, storageRefusals: 0, recovery: null, ...initial }
  const listeners = new Set<() => void>()
  const set = (patch: Partial<DemoBackendState>) => {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  }
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setLatency: fn((latency: DemoBackendState['latency']) => set({ latency })).mockName('setLatency'),
    setTeammates: fn((teammates: boolean) => set({ teammates })).mockName('setTeammates'),
    failNextCalls: fn((count: number) => set({ pendingFailures: count })).mockName('failNextCalls'),
    actNow: fn(() => Promise.resolve('Grace Kim commented on "Design hero section"')).mockName('actNow'),
    // Never settles: a real reset reloads the page, which would reload Storybook's frame instead.
    reset: fn(() => new Promise<void>(() => {})).mockName('reset'),
    recoveryFile: fn(() => Promise.resolve<string | null>('{}')).mockName('recoveryFile'),
    onRemoteChange: () => () => {},
    // No broker listens: the shell runs without live updates, as with an unreachable server.
    createSocket: (url, protocols) => new MockWebSocket(url, protocols) as unknown as WebSocket,
  }
}

const meta = {
  title: 'Features/Demo menu',
  component: AppAt,
  args: { path: '/dashboard' },
  loaders: [signedInAs('staff')],
  parameters: { ...pageStory, demoState: {} satisfies Partial<DemoBackendState> },
  // Registered per story and removed afterwards, so other stories keep a header without it.
  beforeEach({ parameters }) {
    registerDemoBackend(storyBackend((parameters.demoState ?? {}) as Partial<DemoBackendState>))
    return () => registerDemoBackend(null)
  },
} satisfies Meta<typeof AppAt>
export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

async function openMenu(canvasElement: HTMLElement) {
  const canvas = body(canvasElement)
  await userEvent.click(await canvas.findByRole('button', { name: 'Demo settings' }, { timeout: 10_000 }))
  return canvas.findByRole('menu', {}, { timeout: 5000 })
}

const selected = (latency: RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement)
    await expect(within(menu).getByRole('menuitem', { name: latency })).toHaveTextContent('(selected)')
  }

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const button = await body(canvasElement).findByRole('button', { name: 'Demo settings' }, { timeout: 10_000 })
    await expect(within(body(canvasElement).getByRole('banner')).getByRole('button', { name: 'Demo settings' })).toBe(button)
  },
}
export const ClosedPhone: Story = { ...Closed, globals: phone }

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement)
    await expect(within(menu).getByRole('menuitem', { name: 'Make the next 3 calls fail' })).toBeInTheDocument()
    await expect(within(menu).getByRole('menuitem', { name: 'Staff: Sofia Ramirez' })).toBeDisabled()
    await expect(within(menu).getByRole('menuitem', { name: 'Reset demo data…' })).toBeInTheDocument()
  },
}
export const OpenPhone: Story = { ...Open, globals: phone }

export const LatencyOff: Story = { parameters: { demoState: { latency: 'off' } }, play: selected(/^Off/) }
export const LatencyRealistic: Story = {
  parameters: { demoState: { latency: 'realistic' } },
  play: selected(/^Realistic \(100–400 ms\)/),
}
export const LatencySlow: Story = { parameters: { demoState: { latency: 'slow' } }, play: selected(/^Slow \(1–2 s\)/) }

export const TeammatesOn: Story = {
  parameters: { demoState: { teammates: true } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement)
    await expect(within(menu).getByRole('menuitem', { name: /Simulated teammates/ })).toHaveTextContent('On')
  },
}

export const PendingFailures: Story = {
  parameters: { demoState: { pendingFailures: 2 } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement)
    await expect(within(menu).getByRole('menuitem', { name: 'Next 2 calls will fail' })).toBeInTheDocument()
  },
}

export const StorageRefused: Story = {
  parameters: { demoState: { storageOk: false } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement)
    await expect(
      within(menu).getByText('Demo storage is full or blocked — changes are not saved. Reset the demo data or free up space in your browser.'),
    ).toBeInTheDocument()
  },
}
export const StorageRefusedPhone: Story = { ...StorageRefused, globals: phone }

export const ResetConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement)
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Reset demo data…' }))
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Reset demo data?' })
    await expect(within(dialog).getByText(/Everything you created or changed in this browser will be lost/)).toBeInTheDocument()
    await expect(within(dialog).getByRole('button', { name: 'Reset demo data' })).toBeEnabled()
  },
}
