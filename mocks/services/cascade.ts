/** What a real server's foreign keys would do when a user, project or task disappears. */
import { db } from '../db'
import { bump } from '../versions'
import { touchTask } from './task-touch'
import { taskLookups } from '../views'
import { emitProject, emitTask } from './live'

type By = { id: number } | null

/** Deletes a user; their tasks become unassigned and they leave projects, templates and rooms. */
export async function deleteUserEverywhere(userId: number, by: By = null): Promise<void> {
  const unassigned = await db.tasks.updateMany((q) => q.where({ assigneeId: userId }), {
    data(draft) {
      draft.assigneeId = null
      touchTask(draft)
    },
  })
  const left = await db.projects.updateMany((q) => q.where((project) => project.memberIds.includes(userId)), {
    data(draft) {
      draft.memberIds = draft.memberIds.filter((id) => id !== userId)
      bump(draft)
    },
  })
  await db.checklistTemplates.updateMany((q) => q.where((template) => template.userIds.includes(userId)), {
    data(draft) {
      draft.userIds = draft.userIds.filter((id) => id !== userId)
    },
  })
  await db.chatRooms.updateMany((q) => q.where((room) => room.participantIds.includes(userId)), {
    data(draft) {
      draft.participantIds = draft.participantIds.filter((id) => id !== userId)
    },
  })
  // Comments and chat messages keep the author's name, as a real history would.
  db.sessions.deleteMany((q) => q.where({ userId }))
  db.notifications.deleteMany((q) => q.where({ userId }))
  db.checklistItems.deleteMany((q) => q.where({ userId }))
  db.checklistDays.deleteMany((q) => q.where({ userId }))
  db.chatReads.deleteMany((q) => q.where({ userId }))
  db.users.delete((q) => q.where({ id: userId }))
  const lookups = taskLookups()
  for (const task of unassigned) emitTask('updated', task, by, lookups)
  for (const project of left) emitProject('updated', project, by)
}

/** Deletes a task and its comments. */
export function deleteTaskEverywhere(taskId: number, by: By = null): void {
  db.comments.deleteMany((q) => q.where({ taskId }))
  const deleted = db.tasks.delete((q) => q.where({ id: taskId }))
  if (deleted) emitTask('deleted', deleted, by)
}

/** Deletes a project with its tasks; its chat rooms stay, no longer tied to a project. */
export async function deleteProjectEverywhere(projectId: number, by: By = null): Promise<void> {
  for (const task of db.tasks.all().filter((task) => task.projectId === projectId)) deleteTaskEverywhere(task.id, by)
  await db.chatRooms.updateMany((q) => q.where({ projectId }), {
    data(draft) {
      draft.projectId = null
    },
  })
  const deleted = db.projects.delete((q) => q.where({ id: projectId }))
  if (deleted) emitProject('deleted', deleted, by)
}
