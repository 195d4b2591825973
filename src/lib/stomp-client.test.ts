import type { Client } from '@stomp/stompjs'
import { type Client as ServerSocket, Server, WebSocket as MockWebSocket } from 'mock-socket'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { stompDestinations } from '@/contract/paths'
import { signInAs } from '@/test/render'
import { encodeFrame, frameReader, type StompFrame } from '../../mocks/socket/stomp-frames'
import { socketUrl } from './config'
import { type DemoBackend, registerDemoBackend } from './demo-backend'
import { readStoredSession } from './session-storage'
import { createStompClient, RECONNECT_DELAY_MS, type StompClientOptions, subscribeParsed } from './stomp-client'

const URL = socketUrl(stompDestinations.endpoint)

/** What a test's fake broker answers to a frame; CONNECTED and RECEIPT are answered by default. */
type Reply = (frame: StompFrame, socket: ServerSocket) => boolean | void

let server: Server
let received: StompFrame[]
let sockets: ServerSocket[]
let reply: Reply | null
const clients: Client[] = []

/** Replies go out on a later tick: mock-socket delivers synchronously, before stompjs is ready. */
const later = (socket: ServerSocket, frame: string) => setTimeout(() => socket.send(frame), 0)

beforeEach(() => {
  received = []
  sockets = []
  reply = null
  server = new Server(URL, { mock: false })
  server.on('connection', (socket) => {
    sockets.push(socket)
    const read = frameReader((frame) => {
      received.push(frame)
      if (reply?.(frame, socket)) return
      if (frame.command === 'CONNECT') later(socket, encodeFrame('CONNECTED', { version: '1.2', 'heart-beat': '0,0' }))
      // stompjs' deactivate() waits for this receipt.
      if (frame.command === 'DISCONNECT' && frame.headers.receipt) {
        later(socket, encodeFrame('RECEIPT', { 'receipt-id': frame.headers.receipt }))
      }
    })
    socket.on('message', (data) => read(String(data)))
  })
  const backend: DemoBackend = {
    getState: () => ({ latency: 'off', teammates: false, pendingFailures: 0, storageOk: true, storageRefusals: 0, recovery: null }),
    subscribe: () => () => {},
    setLatency: () => {},
    setTeammates: () => {},
    failNextCalls: () => {},
    actNow: () => Promise.reject(new Error('Not in tests')),
    reset: () => Promise.resolve(),
    recoveryFile: () => Promise.resolve(null),
    onRemoteChange: () => () => {},
    createSocket: (url, protocols) => new MockWebSocket(url, protocols) as unknown as WebSocket,
  }
  registerDemoBackend(backend)
})

afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(clients.splice(0).map((client) => client.deactivate()))
  server.stop()
  registerDemoBackend(null)
})

function client(options: StompClientOptions = {}): Client {
  const created = createStompClient(options)
  clients.push(created)
  return created
}

const connects = () => received.filter((frame) => frame.command === 'CONNECT')

function connected(target: Client): Promise<void> {
  return vi.waitFor(() => expect(target.connected).toBe(true))
}

describe('createStompClient', () => {
  it('sends the stored session token as a bearer token in CONNECT', async () => {
    await signInAs('staff')
    const token = readStoredSession()?.token
    expect(token).toBeTruthy()
    const stomp = client()
    stomp.activate()
    await connected(stomp)
    expect(connects()).toHaveLength(1)
    expect(connects()[0]?.headers.Authorization).toBe(`Bearer ${token}`)
  })

  it('reads the token when it connects, and again after a reconnect', async () => {
    let token = 'token-at-creation'
    const onDisconnect = vi.fn()
    const stomp = client({ getToken: () => token, reconnectDelay: 10, onDisconnect })
    token = 'token-at-first-connect'
    stomp.activate()
    await connected(stomp)
    expect(connects()[0]?.headers.Authorization).toBe('Bearer token-at-first-connect')

    token = 'token-after-new-sign-in'
    sockets[0]?.close()
    await vi.waitFor(() => expect(connects()).toHaveLength(2))
    expect(onDisconnect).toHaveBeenCalled()
    expect(connects()[1]?.headers.Authorization).toBe('Bearer token-after-new-sign-in')
    await connected(stomp)
  })

  it('sends no Authorization header without a session', async () => {
    const stomp = client({ getToken: () => null })
    stomp.activate()
    await connected(stomp)
    expect(connects()[0]?.headers).not.toHaveProperty('Authorization')
  })

  it('reconnects after RECONNECT_DELAY_MS (5 s) by default', async () => {
    expect(RECONNECT_DELAY_MS).toBe(5000)
    const stomp = client({ getToken: () => 'token' })
    expect(stomp.reconnectDelay).toBe(RECONNECT_DELAY_MS)
    stomp.activate()
    await connected(stomp)

    vi.useFakeTimers()
    sockets[0]?.close()
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS - 100)
    expect(connects()).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(200)
    expect(connects()).toHaveLength(2)
  })

  it('passes an ERROR frame’s message to onError', async () => {
    reply = (frame, socket) => {
      if (frame.command !== 'CONNECT') return false
      later(socket, encodeFrame('ERROR', { message: 'Session expired' }, 'Session expired'))
      return true
    }
    const onError = vi.fn()
    const stomp = client({ getToken: () => 'old-token', onError, reconnectDelay: 60_000 })
    stomp.activate()
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith('Session expired', undefined))
    expect(stomp.connected).toBe(false)
  })
})

describe('subscribeParsed', () => {
  it('delivers bodies parsed with the schema and skips unreadable or mismatching ones with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    reply = (frame, socket) => {
      if (frame.command !== 'SUBSCRIBE') return false
      const headers = (id: string) => ({ subscription: frame.headers.id ?? '', 'message-id': id, destination: '/topic/test' })
      later(socket, encodeFrame('MESSAGE', headers('1'), 'not json {'))
      later(socket, encodeFrame('MESSAGE', headers('2'), JSON.stringify({ text: 'wrong', count: 'two' })))
      later(socket, encodeFrame('MESSAGE', headers('3'), JSON.stringify({ text: 'hello', count: 2 })))
      return true
    }
    const onMessage = vi.fn()
    const schema = z.object({ text: z.string(), count: z.int() })
    const stomp = client({ getToken: () => 'token', onConnect: (self) => subscribeParsed(self, '/topic/test', schema, onMessage) })
    stomp.activate()
    await vi.waitFor(() => expect(onMessage).toHaveBeenCalledTimes(1))
    expect(onMessage).toHaveBeenCalledWith({ text: 'hello', count: 2 })
    expect(warn).toHaveBeenCalledWith('Ignored an unreadable realtime message', expect.any(SyntaxError))
    expect(warn).toHaveBeenCalledWith('Ignored a realtime message on /topic/test that does not match the contract', expect.anything())
    expect(received.find((frame) => frame.command === 'SUBSCRIBE')?.headers.destination).toBe('/topic/test')
    warn.mockRestore()
  })
})
