/**
 * The in-browser STOMP broker (CONVENTIONS §10) over mock-socket, created with `{ mock: false }`
 * so it never replaces the global WebSocket; the client reaches it through stompjs'
 * `webSocketFactory`. Chat messages sent to `/app/room.send.{roomId}` are stored and broadcast on
 * `/topic/rooms/{roomId}`; every new notification goes to its user on `/user/topic/notifications`;
 * room-list changes go to `/user/topic/rooms`; task, project and comment writes go to
 * `/user/topic/tasks`, `/user/topic/projects` and `/topic/tasks/{id}/comments` of every connection
 * whose user may read that record over HTTP. Replies are sent asynchronously (mock-socket
 * delivers synchronously, and stompjs registers a subscription only after sending SUBSCRIBE).
 */
import { type Client, Server } from 'mock-socket'
import { apiPaths, stompDestinations } from '@/contract/paths'
import { chatSendSchema } from '@/contract/schemas'
import { bearerToken, userOfToken } from '../auth'
import { type DbRecord, findById } from '../db'
import { HttpError } from '../errors'
import { callerMayHearOfTask } from '../access'
import { callerMayRead } from '../http'
import { postMessage, roomView } from '../services/chat'
import { onServerEvent, type ServerEvent } from '../services/events'
import { takeFailure } from '../settings'
import { encodeFrame, frameReader, type StompFrame } from './stomp-frames'

interface Connection {
  socket: Client
  /** The session token CONNECT brought, and whose it was then. */
  token: string | null
  user: DbRecord<'users'> | null
  /** Subscription id → destination. */
  subscriptions: Map<string, string>
}

const ROOM_SEND = /^\/app\/room\.send\.(\d+)$/

/** STOMP clients send the token as a bearer header; `passcode` is the protocol's own slot for it. */
function tokenOf(headers: Record<string, string | undefined>): string | null {
  return bearerToken(headers.Authorization ?? headers.authorization) ?? headers.passcode ?? null
}

export interface Broker {
  url: string
  /** Open connections (for tests and the demo menu). */
  connectionCount(): number
  /** Closes every connection as a network drop would (clients reconnect after their delay). */
  dropConnections(): void
  stop(): void
}

let messageCounter = 0

/** Starts the broker at `url` (one per URL: a second start returns the running one). */
export function startBroker(url: string): Broker {
  const running = brokers.get(url)
  if (running) return running
  const server = new Server(url, { mock: false })
  const connections = new Set<Connection>()

  const send = (connection: Connection, frame: string) => {
    setTimeout(() => {
      if (connections.has(connection)) connection.socket.send(frame)
    }, 0)
  }
  const error = (connection: Connection, message: string, receipt?: string) => {
    send(connection, encodeFrame('ERROR', { message, ...(receipt ? { 'receipt-id': receipt } : {}) }, message))
  }
  const deliver = (connection: Connection, destination: string, payload: unknown) => {
    for (const [id, subscribed] of connection.subscriptions) {
      if (subscribed !== destination) continue
      messageCounter += 1
      send(
        connection,
        encodeFrame(
          'MESSAGE',
          { subscription: id, 'message-id': `m-${messageCounter}`, destination, 'content-type': 'application/json' },
          JSON.stringify(payload),
        ),
      )
    }
  }

  const handleFrame = async (connection: Connection, frame: StompFrame) => {
    const receipt = frame.headers.receipt
    switch (frame.command) {
      case 'CONNECT':
      case 'STOMP': {
        const token = tokenOf(frame.headers)
        const user = userOfToken(token)
        if (!user) {
          error(connection, 'Unauthorized: sign in again')
          setTimeout(() => connection.socket.close({ code: 4001, reason: 'Unauthorized', wasClean: true }), 10)
          return
        }
        connection.token = token
        connection.user = user
        send(connection, encodeFrame('CONNECTED', { version: '1.2', 'heart-beat': '0,0', 'user-name': user.username }))
        return
      }
      case 'DISCONNECT':
        if (receipt) send(connection, encodeFrame('RECEIPT', { 'receipt-id': receipt }))
        return
    }
    if (!connection.user) {
      error(connection, 'Not connected')
      return
    }
    switch (frame.command) {
      case 'SUBSCRIBE': {
        const { id, destination } = frame.headers
        if (id && destination) connection.subscriptions.set(id, destination)
        break
      }
      case 'UNSUBSCRIBE':
        if (frame.headers.id) connection.subscriptions.delete(frame.headers.id)
        break
      case 'SEND': {
        const match = ROOM_SEND.exec(frame.headers.destination ?? '')
        if (!match) {
          error(connection, `Unknown destination ${frame.headers.destination ?? ''}`, receipt)
          return
        }
        // The sender is whoever the token is now (the account or session may have gone since).
        const sender = userOfToken(connection.token)
        let body: unknown
        try {
          body = JSON.parse(frame.body)
        } catch {
          body = null
        }
        // The Demo menu's "make the next calls fail" reaches sends too, as it would a failing server.
        if (takeFailure()) {
          error(connection, 'Simulated failure (demo)', receipt)
          return
        }
        const parsed = chatSendSchema.safeParse(body)
        if (!sender || !parsed.success) {
          error(connection, sender ? 'Invalid chat message' : 'Unauthorized', receipt)
          return
        }
        try {
          await postMessage(Number(match[1]), sender, parsed.data)
        } catch (failure) {
          error(connection, failure instanceof HttpError ? failure.message : 'Message could not be sent', receipt)
          return
        }
        break
      }
      default:
        error(connection, `Unsupported command ${frame.command}`, receipt)
        return
    }
    if (receipt) send(connection, encodeFrame('RECEIPT', { 'receipt-id': receipt }))
  }

  server.on('connection', (socket) => {
    const connection: Connection = { socket, token: null, user: null, subscriptions: new Map() }
    connections.add(connection)
    // One reader per connection: a frame may arrive in pieces, or several in one message.
    const read = frameReader((frame) => void handleFrame(connection, frame))
    socket.on('message', (data) => {
      if (typeof data === 'string' || data instanceof ArrayBuffer) read(data)
    })
    socket.on('close', () => connections.delete(connection))
  })

  const onEvent = (event: ServerEvent) => {
    for (const connection of connections) {
      const user = connection.user
      if (!user) continue
      if (event.kind === 'notification' && event.notification.userId === user.id) {
        deliver(connection, stompDestinations.notifications, event.notification)
      } else if (event.kind === 'chat-message') {
        const room = findById('chatRooms', event.message.roomId)
        // Only participants hear a room, even if they subscribed to its topic.
        if (room?.participantIds.includes(user.id)) deliver(connection, stompDestinations.room(room.id), event.message)
      } else if (event.kind === 'room-changed' && event.userIds.includes(user.id)) {
        const room = findById('chatRooms', event.roomId)
        if (room) deliver(connection, stompDestinations.roomUpdates, roomView(room, user.id))
      } else if (event.kind === 'task-changed') {
        // Whoever may GET the task hears of it, by the same rule the handlers apply.
        if (callerMayRead(user, apiPaths.tasks.detail(event.event.taskId)) && callerMayHearOfTask(user, event.event.taskId)) deliver(connection, stompDestinations.tasks, event.event)
      } else if (event.kind === 'project-changed') {
        if (callerMayRead(user, apiPaths.projects.detail(event.event.projectId))) deliver(connection, stompDestinations.projects, event.event)
      } else if (event.kind === 'comment-changed') {
        // Comments need staff or higher (issue 21), then the task's own rule.
        if (callerMayRead(user, apiPaths.tasks.detail(event.event.taskId)) && callerMayHearOfTask(user, event.event.taskId)) deliver(connection, stompDestinations.taskComments(event.event.taskId), event.event)
      }
    }
  }
  const stopEvents = onServerEvent(onEvent)

  const broker: Broker = {
    url,
    connectionCount: () => connections.size,
    dropConnections() {
      for (const connection of [...connections]) {
        connections.delete(connection)
        connection.socket.close({ code: 1006, reason: 'Connection lost', wasClean: false })
      }
    },
    stop() {
      stopEvents()
      connections.clear()
      server.stop()
      brokers.delete(url)
    },
  }
  brokers.set(url, broker)
  return broker
}

const brokers = new Map<string, Broker>()

