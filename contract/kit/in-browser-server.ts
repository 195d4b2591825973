/**
 * The in-browser server (msw/node handlers and the mock STOMP broker), started in-process so CI
 * runs the kit against it. The only file of the kit that may import the mock (ESLint enforces it):
 * the suite itself signs in with the admin account like any client.
 */
import { WebSocket as MockWebSocket } from 'mock-socket'
import { server } from '../../mocks/node'
import { seedDatabase } from '../../mocks/seed'
import { startBroker } from '../../mocks/socket/stomp-broker'
import { socketUrlOf, type Transport } from './transport'

export async function startInBrowserServer(): Promise<Transport> {
  await seedDatabase()
  server.listen({ onUnhandledRequest: 'error' })
  // The handlers are registered under the default relative base, `/api`, on the page's origin.
  const base = `${window.location.origin}/api`
  const socketUrl = socketUrlOf(base)
  const broker = startBroker(socketUrl)
  return {
    base,
    socketUrl,
    fetch: globalThis.fetch.bind(globalThis),
    createSocket: (url, protocols) => new MockWebSocket(url, protocols) as unknown as WebSocket,
    label: `the in-browser server (${base})`,
    stop: async () => {
      broker.stop()
      server.close()
    },
  }
}
