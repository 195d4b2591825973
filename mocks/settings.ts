/**
 * Demo settings of the in-browser server: latency, injected failures and simulated teammates.
 * Kept in localStorage so a stakeholder's choice survives a reload; `?latency=off|realistic|slow`
 * in the URL sets latency too. Tests run with `VITE_MOCK_LATENCY=0`.
 */
export type LatencyMode = 'off' | 'realistic' | 'slow'

export interface DemoSettings {
  latency: LatencyMode
  teammates: boolean
}

const KEY = 'taskhive:demo-settings'
const LATENCY_MODES: readonly LatencyMode[] = ['off', 'realistic', 'slow']
const inTests = import.meta.env.VITE_MOCK_LATENCY === '0' || import.meta.env.MODE === 'test'

function defaults(): DemoSettings {
  return { latency: inTests ? 'off' : 'realistic', teammates: !inTests }
}

function load(): DemoSettings {
  const base = defaults()
  if (inTests || typeof localStorage === 'undefined') return base
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<DemoSettings>
    if (stored.latency && LATENCY_MODES.includes(stored.latency)) base.latency = stored.latency
    if (typeof stored.teammates === 'boolean') base.teammates = stored.teammates
  } catch {
    // A corrupt settings entry falls back to the defaults.
  }
  const fromUrl = new URLSearchParams(globalThis.location?.search ?? '').get('latency')
  if (fromUrl && (LATENCY_MODES as readonly string[]).includes(fromUrl)) base.latency = fromUrl as LatencyMode
  return base
}

let settings = load()
/** How many of the next calls fail with 500 ("make the next calls fail"). */
let failuresLeft = 0
const listeners = new Set<() => void>()

export function getSettings(): DemoSettings {
  return settings
}

export function updateSettings(patch: Partial<DemoSettings>): void {
  settings = { ...settings, ...patch }
  try {
    localStorage.setItem(KEY, JSON.stringify(settings))
  } catch {
    // Settings then last for this page only.
  }
  for (const listener of listeners) listener()
}

export function onSettingsChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function failNextCalls(count: number): void {
  failuresLeft = Math.max(0, count)
  for (const listener of listeners) listener()
}

export function pendingFailures(): number {
  return failuresLeft
}

/** Whether this call should fail; consumes one injected failure. */
export function takeFailure(): boolean {
  if (failuresLeft <= 0) return false
  failuresLeft -= 1
  for (const listener of listeners) listener()
  return true
}

/** Milliseconds to wait before answering. */
export function latencyMs(): number {
  switch (settings.latency) {
    case 'off':
      return 0
    case 'slow':
      return 1200 + Math.floor(Math.random() * 800)
    default:
      return 100 + Math.floor(Math.random() * 300)
  }
}
