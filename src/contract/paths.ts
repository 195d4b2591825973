/**
 * Every URL of the contract (SPEC §7), relative to the API base (`VITE_API_BASE_URL`, default
 * `/api`). The client builds URLs only through these; the mock registers handlers for the same
 * paths (see docs/api.md). Paths marked "ours" are defined by us where the spec says "not shown".
 */
type Id = number | string

const query = (params: Record<string, string | number | readonly (string | number)[]>) => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    search.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  return `?${search.toString()}`
}

export const apiPaths = {
  auth: {
    login: () => '/auth/login',
    signup: () => '/auth/signup',
    logout: () => '/auth/logout',
  },
  projects: {
    list: () => '/staff/projects',
    ofUser: (userId: Id) => `/staff/${userId}/projects`,
    detail: (id: Id) => `/staff/projects/${id}`,
    members: (id: Id) => `/staff/projects/${id}/members`,
    addMember: (id: Id, userId: Id) => `/staff/projects/${id}/members/${userId}`,
    tasks: (id: Id) => `/staff/projects/${id}/tasks`,
  },
  /**
   * Ours (issue 13): the dashboard's counters and first cards for its filters, tab and order
   * (src/screens/dashboard/utils/dashboard-overview.ts). A server without it leaves the dashboard
   * to the whole list.
   */
  dashboard: (params: Record<string, string | number> = {}) => `/staff/dashboard${Object.keys(params).length > 0 ? query(params) : ''}`,
  tasks: {
    list: () => '/staff/tasks',
    detail: (id: Id) => `/staff/tasks/${id}`,
    status: (id: Id, status: string) => `/staff/tasks/${id}/status${query({ status })}`,
    assign: (id: Id, userId: Id) => `/staff/tasks/${id}/assign${query({ userId })}`,
    /** Ours (issue 18): PUT `{ status, beforeId? }` moves a task on the board. */
    position: (id: Id) => `/staff/tasks/${id}/position`,
    /** Ours (issue 19): GET the task's change history, newest first. */
    activity: (id: Id) => `/staff/tasks/${id}/activity`,
    /** Ours (issue 19): POST one all-or-nothing change, delete or restore of many tasks. */
    batch: () => '/staff/tasks/batch',
  },
  users: {
    list: () => '/users',
    detail: (id: Id) => `/users/${id}`,
    create: () => '/admin/users',
    admin: (id: Id) => `/admin/users/${id}`,
  },
  roles: {
    list: () => '/admin/roles',
    detail: (id: Id) => `/admin/roles/${id}`,
  },
  checklistTemplates: {
    list: () => '/staff/checklistsTemplate',
    detail: (id: Id) => `/staff/checklistsTemplate/${id}`,
    create: (userIds: readonly Id[]) => `/staff/checklistsTemplate${query({ userIds })}`,
    update: (id: Id, userIds: readonly Id[]) => `/staff/checklistsTemplate/${id}${query({ userIds })}`,
  },
  checklists: {
    list: () => '/staff/checklists',
    ofUser: (userId: Id) => `/staff/checklists/user/${userId}`,
    today: (userId: Id) => `/staff/checklists/user/${userId}/today`,
    pending: (userId: Id) => `/staff/checklists/user/${userId}/pending`,
    /** Ours: POST `{ title }` adds an item to the user's checklist for today. */
    addForUser: (userId: Id) => `/staff/checklists/user/${userId}`,
    complete: (id: Id) => `/staff/checklists/${id}/complete`,
    /** Ours: un-complete an item (the spec only shows completing). */
    reopen: (id: Id) => `/staff/checklists/${id}/reopen`,
    detail: (id: Id) => `/staff/checklists/${id}`,
  },
  comments: {
    ofTask: (taskId: Id) => `/task/${taskId}/comments`,
    detail: (id: Id) => `/comments/${id}`,
    /** Ours (issue 19): POST `{ token }` puts back a comment its author deleted. */
    restore: () => '/comments/restore',
  },
  notifications: {
    unread: (userId: Id) => `/user/notifications/${userId}/unread`,
    read: (id: Id) => `/user/notifications/${id}/read`,
    /** Ours: the spec does not show mark-all-as-read's path. */
    readAll: (userId: Id) => `/user/notifications/${userId}/read-all`,
  },
  chat: {
    rooms: () => '/chat/rooms',
    messages: (roomId: Id) => `/chat/rooms/${roomId}/messages`,
    participants: (roomId: Id) => `/chat/rooms/${roomId}/participants`,
    upload: (roomId: Id) => `/chat/rooms/${roomId}/upload`,
    /** Ours: mark a room read for the caller. */
    read: (roomId: Id) => `/chat/rooms/${roomId}/read`,
    /** Ours: where uploaded files are served back from. */
    file: (fileId: Id) => `/chat/files/${fileId}`,
  },
} as const

/** STOMP destinations (SPEC §7 "Realtime"). */
export const stompDestinations = {
  /** WebSocket endpoint, relative to the API base. */
  endpoint: '/chat',
  room: (roomId: Id) => `/topic/rooms/${roomId}`,
  send: (roomId: Id) => `/app/room.send.${roomId}`,
  notifications: '/user/topic/notifications',
  /** Ours: room list updates for the caller (unread counts, last message). */
  roomUpdates: '/user/topic/rooms',
  /** Ours: every task created, changed or deleted that the caller may see (`TaskEvent`). */
  tasks: '/user/topic/tasks',
  /** Ours: every project created, changed or deleted that the caller may see (`ProjectEvent`). */
  projects: '/user/topic/projects',
  /** Ours: a task's comments as they are added, edited or deleted (`CommentEvent`). */
  taskComments: (taskId: Id) => `/topic/tasks/${taskId}/comments`,
} as const
