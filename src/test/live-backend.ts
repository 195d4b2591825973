import { WebSocket as MockWebSocket } from 'mock-socket'
import { stompDestinations } from '@/contract/paths'
import { socketUrl } from '@/lib/config'
import { type DemoBackend, type DemoBackendState, registerDemoBackend } from '@/lib/demo-backend'
import { type Broker, startBroker } from '../../mocks/socket/stomp-broker'

export interface LiveBackend {
  broker: Broker
  backend: DemoBackend
  /** Closes every socket as a network drop would (the client should reconnect). */
  dropConnections(): void
  /** Stops the broker and unregisters the backend (call in afterEach). */
  stop(): void
}

/**
 * Starts the in-browser STOMP broker and registers a demo backend whose sockets reach it, so the
 * app's realtime connection works in Vitest the way it does in the browser.
 */
export function startLiveBackend(): LiveBackend {
  const url = socketUrl(stompDestinations.endpoint)
  const broker = startBroker(url)
  const sockets: WebSocket[] = []
  const state: DemoBackendState = { latency: 'off', teammates: false, pendingFailures: 0, storageOk: true, storageRefusals: 0, recovery: null }
  const backend: DemoBackend = {
    getState: () => state,
    subscribe: () => () => {},
    setLatency: () => {},
    setTeammates: () => {},
    failNextCalls: () => {},
    actNow: () => Promise.reject(new Error('Not in tests')),
    reset: () => Promise.resolve(),
    recoveryFile: () => Promise.resolve(null),
    onRemoteChange: () => () => {},
    createSocket: (socketAt, protocols) => {
      const socket = new MockWebSocket(socketAt, protocols) as unknown as WebSocket
      sockets.push(socket)
      return socket
    },
  }
  registerDemoBackend(backend)
  return {
    broker,
    backend,
    dropConnections() {
      for (const socket of sockets.splice(0)) socket.close(1000, 'Dropped')
    },
    stop() {
      registerDemoBackend(null)
      broker.stop()
    },
  }
}
