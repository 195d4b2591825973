/** Record look-ups that answer 404 like a real server when the id is unknown. */
import { type DbRecord, findById } from './db'
import { notFound } from './errors'

export function getUser(id: number): DbRecord<'users'> {
  const record = findById('users', id)
  if (!record) throw notFound('User')
  return record
}

export function getRole(id: number): DbRecord<'roles'> {
  const record = findById('roles', id)
  if (!record) throw notFound('Role')
  return record
}

export function getProject(id: number): DbRecord<'projects'> {
  const record = findById('projects', id)
  if (!record) throw notFound('Project')
  return record
}

export function getTask(id: number): DbRecord<'tasks'> {
  const record = findById('tasks', id)
  if (!record) throw notFound('Task')
  return record
}

export function getComment(id: number): DbRecord<'comments'> {
  const record = findById('comments', id)
  if (!record) throw notFound('Comment')
  return record
}

export function getTemplate(id: number): DbRecord<'checklistTemplates'> {
  const record = findById('checklistTemplates', id)
  if (!record) throw notFound('Checklist template')
  return record
}

export function getChecklistItem(id: number): DbRecord<'checklistItems'> {
  const record = findById('checklistItems', id)
  if (!record) throw notFound('Checklist item')
  return record
}

export function getNotification(id: number): DbRecord<'notifications'> {
  const record = findById('notifications', id)
  if (!record) throw notFound('Notification')
  return record
}

export function getRoom(id: number): DbRecord<'chatRooms'> {
  const record = findById('chatRooms', id)
  if (!record) throw notFound('Chat room')
  return record
}
