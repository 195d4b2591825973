/**
 * The one STOMP client factory (CONVENTIONS §10): @stomp/stompjs over a WebSocket to the task
 * service's `/chat` endpoint. With the in-browser server the socket comes from the demo backend
 * (mock-socket; the global WebSocket is never replaced); otherwise it is the browser's own.
 * The token is read on every (re)connect, so a new session is used after reconnecting.
 */
import { Client, type IFrame, type StompSubscription } from '@stomp/stompjs'
import { stompDestinations } from '@/contract/paths'
import { config, socketUrl } from './config'
import { getDemoBackend } from './demo-backend'
import { storedToken } from './session-storage'

/** SPEC §9: reconnect after 5 seconds. */
export const RECONNECT_DELAY_MS = 5000

/** Heart-beats offered to a real server, both ways (docs/asyncapi.json; docs/decisions.md "Heart-beats"). */
export const HEARTBEAT_MS = 10_000

export interface StompClientOptions {
  /** Subscribe here: it runs after every (re)connect, so subscriptions come back by themselves. */
  onConnect?: (client: Client) => void
  onDisconnect?: () => void
  /**
   * An ERROR frame from the broker (e.g. an expired session); `receiptId` names the frame it
   * answers when that frame asked for a receipt (a refused SEND).
   */
  onError?: (message: string, receiptId?: string) => void
  /** Where the token comes from (defaults to the stored session). */
  getToken?: () => string | null
  /** Tests use a short delay. */
  reconnectDelay?: number
}

export function createStompClient(options: StompClientOptions = {}): Client {
  const url = socketUrl(stompDestinations.endpoint)
  const getToken = options.getToken ?? storedToken
  const mocked = config.mocksEnabled
  const client = new Client({
    webSocketFactory: () => getDemoBackend()?.createSocket(url, ['v12.stomp']) ?? new WebSocket(url, ['v12.stomp']),
    reconnectDelay: options.reconnectDelay ?? RECONNECT_DELAY_MS,
    // An in-page broker needs no heart-beats (reliability check S-06).
    heartbeatIncoming: mocked ? 0 : HEARTBEAT_MS,
    heartbeatOutgoing: mocked ? 0 : HEARTBEAT_MS,
    // stompjs' debug output can contain the token (check S-11).
    debug: () => {},
    beforeConnect: (self) => {
      const token = getToken()
      self.connectHeaders = token ? { Authorization: `Bearer ${token}`, passcode: token } : {}
    },
    onConnect: () => options.onConnect?.(client),
    onWebSocketClose: () => options.onDisconnect?.(),
    onStompError: (frame: IFrame) => options.onError?.(frame.headers.message ?? 'Connection refused', frame.headers['receipt-id']),
  })
  return client
}

/**
 * A contract schema (`src/contract/schemas.ts`) for what a destination carries: anything with
 * zod's `safeParse`.
 */
export interface PayloadSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown }
}

/**
 * Subscribes to a destination whose bodies are JSON matching `schema`; the handler gets the parsed,
 * typed value. A body that is not JSON or does not match is skipped with a warning: a server that
 * breaks the contract must not break the screen.
 */
export function subscribeParsed<T>(
  client: Client,
  destination: string,
  schema: PayloadSchema<T>,
  onMessage: (body: T) => void,
): StompSubscription {
  return client.subscribe(destination, (message) => {
    let json: unknown
    try {
      json = JSON.parse(message.body)
    } catch (error) {
      console.warn('Ignored an unreadable realtime message', error)
      return
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) {
      console.warn(`Ignored a realtime message on ${destination} that does not match the contract`, parsed.error)
      return
    }
    onMessage(parsed.data)
  })
}
