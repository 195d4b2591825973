/** What a real server's foreign keys would do when a user, project or task disappears. */
import { db } from '../db'
import { bump } from '../versions'

/** Deletes a user; their tasks become unassigned and they leave projects, templates and rooms. */
export async function deleteUserEverywhere(userId: number): Promise<void> {
  await db.tasks.updateMany((q) => q.where({ assigneeId: userId }), {
    data(draft) {
      draft.assigneeId = null
      bump(draft)
    },
  })
  await db.projects.updateMany((q) => q.where((project) => project.memberIds.includes(userId)), {
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
}

/** Deletes a task and its comments. */
export function deleteTaskEverywhere(taskId: number): void {
  db.comments.deleteMany((q) => q.where({ taskId }))
  db.tasks.delete((q) => q.where({ id: taskId }))
}

/** Deletes a project with its tasks; its chat rooms stay, no longer tied to a project. */
export async function deleteProjectEverywhere(projectId: number): Promise<void> {
  for (const task of db.tasks.findMany((q) => q.where({ projectId }))) deleteTaskEverywhere(task.id)
  await db.chatRooms.updateMany((q) => q.where({ projectId }), {
    data(draft) {
      draft.projectId = null
    },
  })
  db.projects.delete((q) => q.where({ id: projectId }))
}
