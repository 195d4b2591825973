import { Client, type IFrame, type IMessage } from '@stomp/stompjs'
import { HEARTBEAT_MS } from '@/lib/stomp-client'
import type { Transport } from './transport'

export interface StompSession {
  client: Client
  connected: IFrame
  /** Subscribes and resolves with the first message on `destination` that `accept` takes. */
  next(destination: string, accept?: (body: unknown) => boolean, timeoutMs?: number): { received: Promise<unknown>; ready: Promise<void> }
  /** Resolves with the next ERROR frame's message. */
  nextError(timeoutMs?: number): Promise<string>
  close(): Promise<void>
}

const SETTLE_MS = 300

/** Connects the way the app does (STOMP 1.2, bearer token in CONNECT, heart-beats offered). */
export function connectStomp(transport: Transport, token: string | null, timeoutMs = 5000): Promise<StompSession> {
  const errors: ((message: string) => void)[] = []
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void client.deactivate()
      reject(new Error(`No CONNECTED from ${transport.socketUrl} within ${timeoutMs} ms`))
    }, timeoutMs)
    const client = new Client({
      webSocketFactory: () => transport.createSocket(transport.socketUrl, ['v12.stomp']),
      connectHeaders: token ? { Authorization: `Bearer ${token}`, passcode: token } : {},
      heartbeatIncoming: HEARTBEAT_MS,
      heartbeatOutgoing: HEARTBEAT_MS,
      reconnectDelay: 0,
      debug: () => {},
      onConnect: (connected) => {
        clearTimeout(timer)
        resolve({
          client,
          connected,
          next(destination, accept = () => true, waitMs = 5000) {
            let ready!: () => void
            const readyPromise = new Promise<void>((done) => (ready = done))
            const received = new Promise<unknown>((done, fail) => {
              const giveUp = setTimeout(() => {
                subscription.unsubscribe()
                fail(new Error(`Nothing arrived on ${destination} within ${waitMs} ms`))
              }, waitMs)
              const subscription = client.subscribe(destination, (message: IMessage) => {
                const body: unknown = JSON.parse(message.body)
                if (!accept(body)) return
                clearTimeout(giveUp)
                subscription.unsubscribe()
                done(body)
              })
              // A real broker registers a SUBSCRIBE asynchronously; give it a moment before acting.
              setTimeout(ready, SETTLE_MS)
            })
            return { received, ready: readyPromise }
          },
          nextError(waitMs = 5000) {
            return new Promise((done, fail) => {
              const giveUp = setTimeout(() => fail(new Error(`No ERROR frame within ${waitMs} ms`)), waitMs)
              errors.push((message) => {
                clearTimeout(giveUp)
                done(message)
              })
            })
          },
          close: () => client.deactivate(),
        })
      },
      onStompError: (frame) => {
        const message = frame.headers.message ?? frame.body
        const waiting = errors.shift()
        if (waiting) {
          waiting(message)
          return
        }
        clearTimeout(timer)
        void client.deactivate()
        reject(new Error(`ERROR frame: ${message}`))
      },
      onWebSocketClose: () => {
        clearTimeout(timer)
        reject(new Error('The socket closed before CONNECTED'))
      },
    })
    client.activate()
  })
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
