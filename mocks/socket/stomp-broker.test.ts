import { Client, type IMessage } from '@stomp/stompjs'
import { WebSocket as MockWebSocket } from 'mock-socket'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiPaths, stompDestinations } from '@/contract/paths'
import { chatMessageSchema, chatRoomSchema, commentEventSchema, notificationSchema, projectEventSchema, taskEventSchema } from '@/contract/schemas'
import { socketUrl } from '@/lib/config'
import { db } from '../db'
import { failNextCalls } from '../settings'
import { call, tokenFor, userId } from '../test/api'
import { type Broker, startBroker } from './stomp-broker'
import { encodeFrame, frameReader, type StompFrame } from './stomp-frames'

const url = socketUrl(stompDestinations.endpoint)
let broker: Broker | null = null
const clients: Client[] = []

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.deactivate()))
  broker?.stop()
  broker = null
})

/** A real stompjs client over mock-socket, connected as `username`. */
async function connect(username: string | null, onError?: (message: string, receiptId?: string) => void) {
  broker ??= startBroker(url)
  const token = username ? await tokenFor(username) : 'not-a-token'
  const sent: string[] = []
  const client = new Client({
    webSocketFactory: () => {
      const socket = new MockWebSocket(url, ['v12.stomp'])
      const original = socket.send.bind(socket)
      socket.send = (data) => {
        sent.push(String(data))
        original(data)
      }
      return socket as unknown as WebSocket
    },
    connectHeaders: { Authorization: `Bearer ${token}` },
    reconnectDelay: 0,
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
    onStompError: (frame) => onError?.(frame.headers.message ?? '', frame.headers['receipt-id']),
  })
  clients.push(client)
  const connected = new Promise<void>((resolve) => {
    client.onConnect = () => resolve()
  })
  client.activate()
  if (username) await connected
  return client
}

/** mock-socket delivers client frames on a timer: let SUBSCRIBE reach the broker. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

function nextMessage(client: Client, destination: string): Promise<IMessage> {
  return new Promise((resolve) => {
    const subscription = client.subscribe(destination, (message) => {
      subscription.unsubscribe()
      resolve(message)
    })
  })
}

describe('STOMP frames', () => {
  it('end with NULL and count content-length in UTF-8 bytes', () => {
    const body = JSON.stringify({ message: 'Olá 👋 日本' })
    const frame = encodeFrame('MESSAGE', { destination: '/topic/x' }, body)
    expect(frame.endsWith('\0')).toBe(true)
    expect(frame).toContain(`content-length:${new TextEncoder().encode(body).length}`)
    expect(frame).not.toContain(`content-length:${body.length}\n`)
  })

  it('parse several frames, skip heart-beat EOLs and unescape headers', () => {
    const frames: StompFrame[] = []
    const read = frameReader((frame) => frames.push(frame))
    read(`\n${encodeFrame('SEND', { destination: '/a:b' }, 'hi')}\n${encodeFrame('DISCONNECT', { receipt: '7' })}`)
    expect(frames.map((f) => f.command)).toEqual(['SEND', 'DISCONNECT'])
    expect(frames[0]).toMatchObject({ headers: { destination: '/a:b' }, body: 'hi' })
  })

  it('keep a frame split across messages until its end arrives, counting bytes, not characters', () => {
    const frames: StompFrame[] = []
    const read = frameReader((frame) => frames.push(frame))
    const text = encodeFrame('SEND', { destination: '/app/room.send.1' }, JSON.stringify({ content: 'Olá 👋 日本' }))
    const cut = text.indexOf('👋')
    read(text.slice(0, cut))
    expect(frames).toHaveLength(0)
    read(text.slice(cut))
    expect(frames).toHaveLength(1)
    expect(JSON.parse(frames[0]!.body)).toEqual({ content: 'Olá 👋 日本' })
  })
})

/** Every body pushed on `destination`, parsed as JSON, as they arrive. */
function collect(client: Client, destination: string): unknown[] {
  const bodies: unknown[] = []
  client.subscribe(destination, (message) => bodies.push(JSON.parse(message.body)))
  return bodies
}

describe('STOMP broker: live task, project and comment changes', () => {
  it("tells staff who may read a task of a manager's changes, the writer too, and not a user without a role", async () => {
    const staff = collect(await connect('staff'), stompDestinations.tasks)
    const writer = collect(await connect('manager'), stompDestinations.tasks)
    const outsider = collect(await connect('victor.almeida'), stompDestinations.tasks)
    await settle()
    const project = await call<{ id: number }>('POST', apiPaths.projects.list(), { as: 'manager', body: { name: 'Live' } })
    // Staff hear of the tasks of projects they are in (issue 21).
    await call('POST', apiPaths.projects.addMember(project.body.id, userId('staff')), { as: 'manager' })
    const task = await call<{ id: number }>('POST', apiPaths.projects.tasks(project.body.id), { as: 'manager', body: { title: 'Ping' } })
    await vi.waitFor(() => expect(staff).toHaveLength(1))
    expect(taskEventSchema.parse(staff[0])).toMatchObject({
      kind: 'created',
      taskId: task.body.id,
      projectId: project.body.id,
      task: { id: task.body.id, title: 'Ping', status: 'TODO' },
      by: userId('manager'),
    })

    await call('PATCH', apiPaths.tasks.status(task.body.id, 'IN_PROGRESS'), { as: 'manager' })
    await call('PATCH', apiPaths.tasks.assign(task.body.id, userId('staff')), { as: 'manager' })
    await call('DELETE', apiPaths.tasks.detail(task.body.id), { as: 'manager' })
    await vi.waitFor(() => expect(staff).toHaveLength(4))
    const [, status, assigned, deleted] = staff.map((body) => taskEventSchema.parse(body))
    expect(status).toMatchObject({ kind: 'updated', task: { status: 'IN_PROGRESS', version: 1 } })
    expect(assigned).toMatchObject({ kind: 'updated', task: { assigneeId: userId('staff'), version: 2 } })
    expect(deleted).toEqual({ kind: 'deleted', taskId: task.body.id, projectId: project.body.id, by: userId('manager') })
    await vi.waitFor(() => expect(writer).toEqual(staff))
    await settle()
    expect(outsider).toEqual([])
  })

  it("sends a deleted project's tasks as deleted, then the project", async () => {
    const project = await call<{ id: number }>('POST', apiPaths.projects.list(), { as: 'manager', body: { name: 'Doomed' } })
    // Staff hear of the tasks of projects they are in (issue 21).
    await call('POST', apiPaths.projects.addMember(project.body.id, userId('staff')), { as: 'manager' })
    const task = await call<{ id: number }>('POST', apiPaths.projects.tasks(project.body.id), { as: 'manager', body: { title: 'Gone too' } })
    const client = await connect('staff')
    const tasks = collect(client, stompDestinations.tasks)
    const projects = collect(client, stompDestinations.projects)
    await settle()
    await call('PUT', apiPaths.projects.detail(project.body.id), { as: 'manager', body: { name: 'Doomed soon' } })
    await call('DELETE', apiPaths.projects.detail(project.body.id), { as: 'manager' })
    await vi.waitFor(() => expect(projects).toHaveLength(2))
    expect(projectEventSchema.parse(projects[0])).toMatchObject({ kind: 'updated', project: { name: 'Doomed soon' } })
    expect(projectEventSchema.parse(projects[1])).toEqual({ kind: 'deleted', projectId: project.body.id, by: userId('manager') })
    expect(tasks.map((body) => taskEventSchema.parse(body))).toEqual([{ kind: 'deleted', taskId: task.body.id, projectId: project.body.id, by: userId('manager') }])
  })

  it("pushes a task's new, edited and deleted comments on /topic/tasks/{id}/comments", async () => {
    const project = await call<{ id: number }>('POST', apiPaths.projects.list(), { as: 'manager', body: { name: 'Talk' } })
    // Staff hear of the tasks of projects they are in (issue 21).
    await call('POST', apiPaths.projects.addMember(project.body.id, userId('staff')), { as: 'manager' })
    const task = await call<{ id: number }>('POST', apiPaths.projects.tasks(project.body.id), { as: 'manager', body: { title: 'Discuss' } })
    const other = await call<{ id: number }>('POST', apiPaths.projects.tasks(project.body.id), { as: 'manager', body: { title: 'Elsewhere' } })
    const events = collect(await connect('staff'), stompDestinations.taskComments(task.body.id))
    await settle()
    const text = JSON.stringify({ ops: [{ insert: 'On it\n' }] })
    await call('POST', apiPaths.comments.ofTask(other.body.id), { as: 'manager', body: { text } })
    const comment = await call<{ id: number }>('POST', apiPaths.comments.ofTask(task.body.id), { as: 'manager', body: { text } })
    await call('DELETE', apiPaths.comments.detail(comment.body.id), { as: 'manager' })
    await vi.waitFor(() => expect(events).toHaveLength(2))
    const [created, deleted] = events.map((body) => commentEventSchema.parse(body))
    expect(created).toMatchObject({ kind: 'created', taskId: task.body.id, comment: { id: comment.body.id, commenter: 'Marcus Bennett' }, by: userId('manager') })
    expect(deleted).toMatchObject({ kind: 'deleted', commentId: comment.body.id, by: userId('manager') })
  })
})

describe('STOMP broker', () => {
  it('pushes a new notification to its user on /user/topic/notifications', async () => {
    const client = await connect('staff')
    const pushed = nextMessage(client, stompDestinations.notifications)
    await settle()
    const project = await call<{ id: number }>('POST', apiPaths.projects.list(), { as: 'manager', body: { name: 'Live' } })
    const task = await call<{ id: number }>('POST', apiPaths.projects.tasks(project.body.id), { as: 'manager', body: { title: 'Ping' } })
    await call('PATCH', apiPaths.tasks.assign(task.body.id, userId('staff')), { as: 'manager' })
    const notification = notificationSchema.parse(JSON.parse((await pushed).body))
    expect(notification).toMatchObject({ type: 'TASK_ASSIGNED', userId: userId('staff'), taskId: task.body.id, read: false })
  })

  it('stores a message sent to /app/room.send.{id} and broadcasts it to the room', async () => {
    const room = chatRoomSchema.parse(
      (await call('POST', apiPaths.chat.rooms(), { as: 'staff', body: { name: 'Duo', type: 'team', participants: [userId('manager')] } })).body,
    )
    const sender = await connect('staff')
    const listener = await connect('manager')
    const received = nextMessage(listener, stompDestinations.room(room.id))
    const roomUpdate = nextMessage(listener, stompDestinations.roomUpdates)
    await settle()
    sender.publish({ destination: stompDestinations.send(room.id), body: JSON.stringify({ type: 'text', content: 'Hi 👋' }) })
    const message = chatMessageSchema.parse(JSON.parse((await received).body))
    expect(message).toMatchObject({ roomId: room.id, senderId: userId('staff'), senderName: 'Sofia Ramirez', content: 'Hi 👋' })
    expect(db.chatMessages.findFirst((q) => q.where({ id: message.id }))).toBeDefined()
    expect(chatRoomSchema.parse(JSON.parse((await roomUpdate).body))).toMatchObject({ id: room.id, unreadCount: 1, lastMessage: 'Hi 👋' })
  })

  it('refuses a send when the Demo menu makes calls fail: ERROR answering its receipt, nothing stored', async () => {
    const room = chatRoomSchema.parse(
      (await call('POST', apiPaths.chat.rooms(), { as: 'staff', body: { name: 'Refused', type: 'team', participants: [userId('manager')] } })).body,
    )
    const refusals: { message: string; receiptId?: string }[] = []
    const sender = await connect('staff', (message, receiptId) => refusals.push({ message, receiptId }))
    const receipts: string[] = []
    sender.watchForReceipt('ok-2', (frame) => receipts.push(frame.headers['receipt-id']!))
    failNextCalls(1)
    const body = JSON.stringify({ type: 'text', content: 'Lost?' })
    sender.publish({ destination: stompDestinations.send(room.id), body, headers: { receipt: 'refused-1' } })
    await vi.waitFor(() => expect(refusals).toEqual([{ message: 'Simulated failure (demo)', receiptId: 'refused-1' }]))
    expect(db.chatMessages.findMany((q) => q.where({ roomId: room.id }))).toHaveLength(0)

    // The next send goes through, and its receipt says so; the connection stayed open.
    sender.publish({ destination: stompDestinations.send(room.id), body, headers: { receipt: 'ok-2' } })
    await vi.waitFor(() => expect(receipts).toEqual(['ok-2']))
    expect(db.chatMessages.findMany((q) => q.where({ roomId: room.id }))).toHaveLength(1)
  })

  it('reads a CONNECT split across two messages, and two frames sent in one', async () => {
    broker ??= startBroker(url)
    const token = await tokenFor('staff')
    const socket = new MockWebSocket(url, ['v12.stomp'])
    const replies: StompFrame[] = []
    const read = frameReader((frame) => replies.push(frame))
    socket.onmessage = (event: MessageEvent) => read(String(event.data))
    await new Promise<void>((resolve) => {
      socket.onopen = () => resolve()
    })
    const connectFrame = encodeFrame('CONNECT', { 'accept-version': '1.2', host: 'localhost', Authorization: `Bearer ${token}` })
    const cut = connectFrame.indexOf('Bearer') + 3
    socket.send(connectFrame.slice(0, cut))
    await settle()
    expect(replies).toHaveLength(0)
    socket.send(connectFrame.slice(cut))
    await vi.waitFor(() => expect(replies.map((frame) => frame.command)).toEqual(['CONNECTED']))
    expect(replies[0]?.headers['user-name']).toBe('staff')

    socket.send(
      encodeFrame('SUBSCRIBE', { id: 'sub-0', destination: stompDestinations.notifications, receipt: 'r-1' }) +
        encodeFrame('DISCONNECT', { receipt: 'r-2' }),
    )
    await vi.waitFor(() => expect(replies.map((frame) => frame.headers['receipt-id'])).toEqual([undefined, 'r-1', 'r-2']))
    socket.close()
  })

  it('refuses a CONNECT without a valid token with an ERROR frame', async () => {
    let error = ''
    const errored = new Promise<void>((resolve) => {
      void connect(null, (message) => {
        error = message
        resolve()
      })
    })
    await errored
    expect(error).toMatch(/Unauthorized/)
  })

  it('answers DISCONNECT with a RECEIPT, so deactivate() completes', async () => {
    const client = await connect('staff')
    expect(broker?.connectionCount()).toBe(1)
    await client.deactivate()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(broker?.connectionCount()).toBe(0)
  })
  it('drops every connection on demand, like a network blip, and the client notices', async () => {
    const client = await connect('staff')
    const closed = new Promise<void>((resolve) => {
      client.onWebSocketClose = () => resolve()
    })
    broker?.dropConnections()
    await closed
    expect(broker?.connectionCount()).toBe(0)
    expect(client.connected).toBe(false)
  })
})
