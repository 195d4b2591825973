/** Record look-ups that answer 404 like a real server when the id is unknown. */
import { type DbRecord, db } from './db'
import { notFound } from './errors'

export function getUser(id: number): DbRecord<'users'> {
  const record = db.users.findFirst((q) => q.where({ id }))
  if (!record) throw notFound('User')
  return record
}

export function getRole(id: number): DbRecord<'roles'> {
  const record = db.roles.findFirst((q) => q.where({ id }))
  if (!record) throw notFound('Role')
  return record
}

export function getProject(id: number): DbRecord<'projects'> {
  const record = db.projects.findFirst((q) => q.where({ id }))
  if (!record) throw notFound('Project')
  return record
}

export function getTask(id: number): DbRecord<'tasks'> {
  const record = db.tasks.findFirst((q) => q.where({ id }))
  if (!record) throw notFound('Task')
  return record
}

export function getComment(id: number): DbRecord<'comments'> {
  const record = db.comments.findFirst((q) => q.where({ id }))
  if (!record) throw notFound('Comment')
  return record
}

export function getTemplate(id: number): DbRecord<'checklistTemplates'> {
  const record = db.checklistTemplates.findFirst((q) => q.where({ id }))
  if (!record) throw notFound('Checklist template')
  return record
}

export function getChecklistItem(id: number): DbRecord<'checklistItems'> {
  const record = db.checklistItems.findFirst((q) => q.where({ id }))
  if (!record) throw notFound('Checklist item')
  return record
}

export function getNotification(id: number): DbRecord<'notifications'> {
  const record = db.notifications.findFirst((q) => q.where({ id }))
  if (!record) throw notFound('Notification')
  return record
}

export function getRoom(id: number): DbRecord<'chatRooms'> {
  const record = db.chatRooms.findFirst((q) => q.where({ id }))
  if (!record) throw notFound('Chat room')
  return record
}

export function byId<T extends { id: number }>(a: T, b: T): number {
  return a.id - b.id
}
