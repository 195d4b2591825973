/**
 * How the kit reaches a server: `fetch` for HTTP and a WebSocket factory for STOMP. Against a real
 * server (`--base`) they are Node's own; without one, the in-browser server is started in-process.
 */
export interface Transport {
  /** API base without a trailing slash, e.g. `https://tasks.example.com/api`. */
  base: string
  /** The STOMP endpoint, `{base}/chat` as ws(s). */
  socketUrl: string
  fetch: typeof fetch
  createSocket(url: string, protocols: string[]): WebSocket
  /** Which server this is, for the report. */
  label: string
  stop(): Promise<void>
}

export interface KitOptions {
  base: string | null
  admin: { username: string; password: string }
}

/** The demo's admin account: the default for the in-browser server only. */
const IN_BROWSER_ADMIN = 'admin:admin123'

export function kitOptions(env: Record<string, string | undefined> = process.env): KitOptions {
  const base = env.CONTRACT_BASE?.trim().replace(/\/+$/, '') || null
  const admin = env.CONTRACT_ADMIN ?? (base ? undefined : IN_BROWSER_ADMIN)
  if (!admin) throw new Error('Give an admin account for the server under test: --admin user:pass')
  const split = admin.indexOf(':')
  if (split < 1) throw new Error('--admin must be user:pass')
  return { base, admin: { username: admin.slice(0, split), password: admin.slice(split + 1) } }
}

export function socketUrlOf(base: string): string {
  const url = new URL(`${base}/chat`)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  return url.toString()
}

export function remoteTransport(base: string): Transport {
  const NativeWebSocket = globalThis.WebSocket as typeof WebSocket | undefined
  if (!NativeWebSocket) {
    throw new Error('This Node has no WebSocket: use Node 22+, or run through `npm run contract` (it adds --experimental-websocket on Node 20).')
  }
  return {
    base,
    socketUrl: socketUrlOf(base),
    fetch: globalThis.fetch.bind(globalThis),
    createSocket: (url, protocols) => new NativeWebSocket(url, protocols),
    label: base,
    stop: () => Promise.resolve(),
  }
}
