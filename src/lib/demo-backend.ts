import { useSyncExternalStore } from 'react'

/**
 * What the app may ask of the in-browser server when mocking is on (the "Demo" menu). The client
 * never imports the mock: `main.tsx` registers an implementation; with a real backend there is none.
 */
export type DemoLatency = 'off' | 'realistic' | 'slow'

export interface DemoBackendState {
  latency: DemoLatency
  teammates: boolean
  pendingFailures: number
  /** False when the browser refuses to store the demo data (a refused change is undone). */
  storageOk: boolean
  /** How many changes the browser has refused to store so far (each one answered 507 `STORAGE_FULL`). */
  storageRefusals: number
  /** Stored demo data that could not be used and was set aside; `justNow` when this load did it (a fresh seed started). */
  recovery: { movedAt: string; justNow: boolean } | null
}

export interface DemoBackend {
  getState(): DemoBackendState
  subscribe(listener: () => void): () => void
  setLatency(latency: DemoLatency): void
  setTeammates(on: boolean): void
  /** The next `count` calls answer 500, so error states can be seen. */
  failNextCalls(count: number): void
  /** A simulated teammate acts now (for demos and tests); resolves with what they did. */
  actNow(): Promise<string>
  /** Restores the seed. */
  reset(): Promise<void>
  /** The data set aside as unreadable, as a JSON file's text (null when none is kept). */
  recoveryFile(): Promise<string | null>
  /** Another tab changed the data: refetch. */
  onRemoteChange(listener: () => void): () => void
  /** Drops every realtime connection, as a network blip would (the app reconnects after 5 s). */
  dropConnections?(): void
  /** The WebSocket the STOMP client should use for a URL (mock-socket in the demo). */
  createSocket(url: string, protocols: string[]): WebSocket
}

let backend: DemoBackend | null = null
const listeners = new Set<() => void>()

export function registerDemoBackend(next: DemoBackend | null): void {
  backend = next
  for (const listener of listeners) listener()
}

export function getDemoBackend(): DemoBackend | null {
  return backend
}

/** Called when the demo backend appears (it starts on first need). */
export function subscribeDemoBackend(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Runs `attach` with the demo backend once there is one (now, or when it starts); the function it
 * returns detaches it. For effects that must not re-render their component when the server starts.
 */
export function whileDemoBackend(attach: (backend: DemoBackend) => () => void): () => void {
  let detach = backend ? attach(backend) : null
  const unsubscribe = subscribeDemoBackend(() => {
    detach?.()
    detach = backend ? attach(backend) : null
  })
  return () => {
    unsubscribe()
    detach?.()
  }
}

/** The demo backend, or null with a real backend (or before it started). */
export function useDemoBackend(): DemoBackend | null {
  return useSyncExternalStore(subscribeDemoBackend, getDemoBackend, getDemoBackend)
}
