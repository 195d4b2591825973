import { stompDestinations } from '../paths'
import { type ChatMessage, type ChatRoom, type ChatSend, type CommentEvent, type Notification, type ProjectEvent, type TaskEvent } from '../schemas'
import { type JsonSchema, schemaConverter } from './json-schema'

/** What the client offers in CONNECT (`src/lib/stomp-client.ts`, real backend): send every 10 s, expect every 10 s. */
export const CLIENT_HEART_BEAT = '10000,10000'

/** A STOMP frame as text; `^@` stands for the NULL octet that ends it. */
export function stompFrame(command: string, headers: Record<string, string>, body = ''): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}:${value}`)
  return `${command}\n${lines.join('\n')}\n\n${body}^@`
}

export const examples = {
  chatSend: { type: 'text', content: 'Standup moved to 10:30', fileName: null } satisfies ChatSend,
  chatMessage: {
    id: 812,
    roomId: 3,
    senderId: 2,
    senderName: 'Marcus Bennett',
    timestamp: '2026-03-02T09:15:00.000Z',
    type: 'text',
    content: 'Standup moved to 10:30',
    fileName: null,
  } satisfies ChatMessage,
  chatRoom: {
    id: 3,
    name: 'Website relaunch',
    type: 'team',
    participants: [
      { id: 2, firstName: 'Marcus', lastName: 'Bennett', username: 'manager' },
      { id: 3, firstName: 'Sofia', lastName: 'Ramirez', username: 'staff' },
    ],
    unreadCount: 1,
    lastMessage: 'Standup moved to 10:30',
    lastMessageTime: '2026-03-02T09:15:00.000Z',
    projectId: 1,
  } satisfies ChatRoom,
  notification: {
    id: 57,
    type: 'TASK_ASSIGNED',
    message: 'Marcus Bennett assigned you "Write the release notes"',
    createdAt: '2026-03-02T09:16:00.000Z',
    read: false,
    userId: 3,
    taskId: 41,
    projectId: 1,
  } satisfies Notification,
  mentioned: {
    id: 58,
    type: 'MENTIONED',
    message: 'Marcus Bennett mentioned you in #Design',
    createdAt: '2026-03-02T09:17:00.000Z',
    read: false,
    userId: 3,
    taskId: null,
    projectId: null,
    roomId: 3,
  } satisfies Notification,
  taskEvent: {
    kind: 'updated',
    taskId: 41,
    projectId: 1,
    task: {
      id: 41,
      title: 'Write the release notes',
      description: null,
      priority: 2,
      status: 'IN_PROGRESS',
      startDate: '2026-03-02',
      dueDate: '2026-03-06',
      assigneeId: 3,
      projectId: 1,
      assignee: { firstName: 'Sofia', lastName: 'Ramirez' },
      project: { id: 1, name: 'Website relaunch' },
      completedAt: null,
      createdAt: '2026-03-01T08:00:00.000Z',
      version: 4,
    },
    by: 2,
  } satisfies TaskEvent,
  taskDeleted: { kind: 'deleted', taskId: 41, projectId: 1, by: 2 } satisfies TaskEvent,
  projectEvent: {
    kind: 'updated',
    projectId: 1,
    project: {
      id: 1,
      name: 'Website relaunch',
      description: null,
      startDate: '2026-03-01',
      dueDate: '2026-04-30',
      status: 'active',
      members: [],
      createdAt: '2026-02-20T08:00:00.000Z',
      version: 7,
    },
    by: 2,
  } satisfies ProjectEvent,
  commentEvent: {
    kind: 'created',
    commentId: 90,
    taskId: 41,
    comment: {
      id: 90,
      taskId: 41,
      commenter: 'Marcus Bennett',
      authorId: 2,
      text: '{"ops":[{"insert":"Looks good\\n"}]}',
      createdAt: '2026-03-02T09:20:00.000Z',
      updatedAt: null,
    },
    by: 2,
  } satisfies CommentEvent,
}

const message = (destination: string, subscription: string, payload: unknown) =>
  stompFrame(
    'MESSAGE',
    { subscription, 'message-id': 'm-42', destination, 'content-type': 'application/json' },
    JSON.stringify(payload),
  )

const handshake = {
  connect: stompFrame('CONNECT', {
    'accept-version': '1.2,1.1,1.0',
    'heart-beat': CLIENT_HEART_BEAT,
    Authorization: 'Bearer <token>',
    passcode: '<token>',
  }),
  connected: stompFrame('CONNECTED', { version: '1.2', 'heart-beat': CLIENT_HEART_BEAT, 'user-name': 'staff' }),
  error: stompFrame('ERROR', { message: 'Unauthorized: sign in again' }, 'Unauthorized: sign in again'),
}

const DESCRIPTION = `Taskhive's realtime channel: STOMP 1.2 over a WebSocket at \`{base}/chat\` (ws, or wss when the API is on https), subprotocol \`v12.stomp\`. Generated from src/contract/paths.ts and src/contract/schemas.ts by \`npm run contract:docs\`; do not edit by hand.

Handshake. The client's first frame is CONNECT with \`Authorization: Bearer <token>\` (the token of the HTTP sign-in; also sent as \`passcode\`) and \`heart-beat:${CLIENT_HEART_BEAT}\`. The server answers CONNECTED with \`version:1.2\` and its own \`heart-beat\`; heart-beats then run at the larger of the two values each way (STOMP 1.2 §Heart-beating), so a server should answer e.g. \`${CLIENT_HEART_BEAT}\` to keep idle sockets alive through proxies, or \`0,0\` for none. A missing or unknown token gets an ERROR frame and the socket closes. Tokens are not sent in the HTTP upgrade request (browsers cannot set headers there).

Frames are text; every frame ends with the NULL octet (shown as ^@ below); \`content-length\`, when sent, is the UTF-8 byte length. SUBSCRIBE and UNSUBSCRIBE by \`id\`; DISCONNECT with \`receipt\` is answered with RECEIPT. Bodies are JSON.

CONNECT:
${handshake.connect}

CONNECTED:
${handshake.connected}

ERROR (bad token):
${handshake.error}

Reconnect: the client reconnects 5 s after a drop and subscribes again.`

/** The AsyncAPI 3.0 document of the STOMP channel (docs/asyncapi.json). */
export function buildAsyncApi(version: string) {
  const converter = schemaConverter('#/components/schemas/')
  const schemas = converter.components()
  const payload = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` })
  const roomParam = { roomId: { description: 'Chat room id (a positive integer).', examples: ['3'] } }
  return {
    asyncapi: '3.0.0',
    info: { title: 'Taskhive realtime (STOMP)', version, description: DESCRIPTION },
    defaultContentType: 'application/json',
    servers: {
      secure: {
        host: '{host}',
        pathname: `/api${stompDestinations.endpoint}`,
        protocol: 'wss',
        description: 'The API base (VITE_API_BASE_URL, default /api) + /chat, on https.',
        variables: { host: { default: 'tasks.example.com', description: 'The API’s host (the app’s own host when the base is relative).' } },
        security: [{ $ref: '#/components/securitySchemes/bearer' }],
      },
      plain: {
        host: '{host}',
        pathname: `/api${stompDestinations.endpoint}`,
        protocol: 'ws',
        description: 'The same over plain http (development).',
        variables: { host: { default: 'localhost:5173', description: 'The dev server or API host.' } },
        security: [{ $ref: '#/components/securitySchemes/bearer' }],
      },
    },
    channels: {
      room: {
        address: stompDestinations.room('{roomId}'),
        title: 'A room’s messages',
        description: `Every message of the room, as stored, to its participants (others who subscribe hear nothing). Example frame:\n\n${message(stompDestinations.room(3), 'sub-0', examples.chatMessage)}`,
        parameters: roomParam,
        messages: { chatMessage: { $ref: '#/components/messages/ChatMessage' } },
      },
      roomSend: {
        address: stompDestinations.send('{roomId}'),
        title: 'Send a message to a room',
        description: `SEND here; the server stores the message, sets id, sender and timestamp, and broadcasts it on /topic/rooms/{roomId}. A non-participant, an invalid body or a failure to store gets an ERROR frame (with \`receipt-id\` when the SEND asked for a receipt, and the connection stays open); a SEND with \`receipt\` that was stored is answered with RECEIPT. The client asks for a receipt on every message, so a refusal is shown at once. For a file, upload it first (POST /chat/rooms/{id}/upload) and send its \`url\` as \`content\` with its \`type\` and \`fileName\`. Ours (issue 19): a text naming \`@username\` of another participant sends them one MENTIONED notification with \`roomId\`. Example frame:\n\n${stompFrame('SEND', { destination: stompDestinations.send(3), 'content-type': 'application/json' }, JSON.stringify(examples.chatSend))}`,
        parameters: roomParam,
        messages: { chatSend: { $ref: '#/components/messages/ChatSend' } },
      },
      notifications: {
        address: stompDestinations.notifications,
        title: 'The connected user’s new notifications',
        description: `Every new notification of the user the CONNECT token belongs to. Example frame:\n\n${message(stompDestinations.notifications, 'sub-1', examples.notification)}`,
        messages: { notification: { $ref: '#/components/messages/Notification' } },
      },
      roomUpdates: {
        address: stompDestinations.roomUpdates,
        title: 'The connected user’s room list changes (ours)',
        description: `The caller's view of a room whenever it changes (new message, new room, read marker). Example frame:\n\n${message(stompDestinations.roomUpdates, 'sub-2', examples.chatRoom)}`,
        messages: { chatRoom: { $ref: '#/components/messages/ChatRoom' } },
      },
      tasks: {
        address: stompDestinations.tasks,
        title: 'Task changes the connected user may see (ours)',
        description: `Every task created, updated (fields, status, assignee) or deleted, by anyone (the caller's own changes too, so their other tabs follow), to every connection whose user may read that task over HTTP (staff and up). \`task\` is the whole task as GET /staff/tasks/{id} answers it on \`created\` and \`updated\`, absent on \`deleted\`; \`version\` lets a client skip an event older than what it has. \`by\` is the user who made the change, or null for the server (a cascade). Deleting a project sends \`deleted\` for each of its tasks. Example frames:\n\n${message(stompDestinations.tasks, 'sub-3', examples.taskEvent)}\n\n${message(stompDestinations.tasks, 'sub-3', examples.taskDeleted)}`,
        messages: { taskEvent: { $ref: '#/components/messages/TaskEvent' } },
      },
      projects: {
        address: stompDestinations.projects,
        title: 'Project changes the connected user may see (ours)',
        description: `Every project created, updated (fields, members) or deleted, to every connection whose user may read that project over HTTP (staff and up). \`project\` is the whole project on \`created\` and \`updated\`, absent on \`deleted\`. Example frame:\n\n${message(stompDestinations.projects, 'sub-4', examples.projectEvent)}`,
        messages: { projectEvent: { $ref: '#/components/messages/ProjectEvent' } },
      },
      taskComments: {
        address: stompDestinations.taskComments('{taskId}'),
        title: 'A task’s comments as they change (ours)',
        description: `Every comment added to, edited on or deleted from the task, to every signed-in subscriber (whoever may read the task's comments over HTTP). \`comment\` is the whole comment on \`created\` and \`updated\`, absent on \`deleted\`. Example frame:\n\n${message(stompDestinations.taskComments(41), 'sub-5', examples.commentEvent)}`,
        parameters: { taskId: { description: 'Task id (a positive integer).', examples: ['41'] } },
        messages: { commentEvent: { $ref: '#/components/messages/CommentEvent' } },
      },
    },
    operations: {
      receiveRoomMessages: { action: 'receive', channel: { $ref: '#/channels/room' }, summary: 'SUBSCRIBE to a room' },
      sendRoomMessage: { action: 'send', channel: { $ref: '#/channels/roomSend' }, summary: 'SEND a chat message' },
      receiveNotifications: { action: 'receive', channel: { $ref: '#/channels/notifications' }, summary: 'SUBSCRIBE to your notifications' },
      receiveRoomUpdates: { action: 'receive', channel: { $ref: '#/channels/roomUpdates' }, summary: 'SUBSCRIBE to your room list' },
      receiveTaskEvents: { action: 'receive', channel: { $ref: '#/channels/tasks' }, summary: 'SUBSCRIBE to task changes' },
      receiveProjectEvents: { action: 'receive', channel: { $ref: '#/channels/projects' }, summary: 'SUBSCRIBE to project changes' },
      receiveCommentEvents: { action: 'receive', channel: { $ref: '#/channels/taskComments' }, summary: 'SUBSCRIBE to a task’s comments' },
    },
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The HTTP sign-in token, in the STOMP CONNECT frame: `Authorization: Bearer <token>` (also `passcode: <token>`).',
        },
      },
      messages: {
        ChatMessage: { name: 'ChatMessage', title: 'Chat message', payload: payload('ChatMessage'), examples: [{ name: 'text', payload: examples.chatMessage }] },
        ChatSend: { name: 'ChatSend', title: 'Chat message to send', payload: payload('ChatSend'), examples: [{ name: 'text', payload: examples.chatSend }] },
        Notification: { name: 'Notification', title: 'Notification', payload: payload('Notification'), examples: [{ name: 'assigned', payload: examples.notification }, { name: 'mentioned (ours, issue 19)', payload: examples.mentioned }] },
        ChatRoom: { name: 'ChatRoom', title: 'Chat room', payload: payload('ChatRoom'), examples: [{ name: 'team', payload: examples.chatRoom }] },
        TaskEvent: {
          name: 'TaskEvent',
          title: 'Task change',
          payload: payload('TaskEvent'),
          examples: [
            { name: 'updated', payload: examples.taskEvent },
            { name: 'deleted', payload: examples.taskDeleted },
          ],
        },
        ProjectEvent: { name: 'ProjectEvent', title: 'Project change', payload: payload('ProjectEvent'), examples: [{ name: 'updated', payload: examples.projectEvent }] },
        CommentEvent: { name: 'CommentEvent', title: 'Comment change', payload: payload('CommentEvent'), examples: [{ name: 'created', payload: examples.commentEvent }] },
      },
      schemas: Object.fromEntries(
        [
          'ChatMessage',
          'ChatSend',
          'Notification',
          'ChatRoom',
          'ChatParticipant',
          'TaskEvent',
          'ProjectEvent',
          'CommentEvent',
          'Task',
          'TaskStatus',
          'Project',
          'User',
          'Role',
          'Comment',
        ].map((name) => [name, schemas[name]]),
      ),
    },
  }
}
