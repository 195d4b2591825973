/**
 * Least privilege on records (issue 21): the server's side of `lib/permissions.ts`' record rules.
 * Each check answers 403 with the same reason the UI gives for not offering the action.
 */
import {
  canCreateTaskIn,
  canDeleteProject,
  canDeleteTask,
  canEditProject,
  canEditTask,
  canReadTask,
  isManager,
  PERMISSION_REASONS,
} from '@/lib/permissions'
import type { Caller } from './auth'
import { type DbRecord, findById } from './db'
import { forbidden } from './errors'
import { userView } from './views'

type Project = DbRecord<'projects'>
type Task = DbRecord<'tasks'>

function actor(caller: Caller) {
  return { id: caller.id, roles: userView(caller).roles }
}

function projectOf(task: Pick<Task, 'projectId'>): Project | undefined {
  return findById('projects', task.projectId)
}

export function requireProjectEdit(caller: Caller, project: Project): void {
  if (!canEditProject(actor(caller), project)) throw forbidden(PERMISSION_REASONS.notMember)
}

export function requireProjectDelete(caller: Caller): void {
  if (!canDeleteProject(actor(caller))) throw forbidden(PERMISSION_REASONS.managersOnly)
}

export function requireTaskCreate(caller: Caller, project: Project): void {
  if (!canCreateTaskIn(actor(caller), project)) throw forbidden(PERMISSION_REASONS.notMember)
}

export function requireTaskRead(caller: Caller, task: Task): void {
  if (!canReadTask(actor(caller), task, projectOf(task))) throw forbidden(PERMISSION_REASONS.taskOutside)
}

export function requireTaskEdit(caller: Caller, task: Task): void {
  if (!canEditTask(actor(caller), task, projectOf(task))) throw forbidden(PERMISSION_REASONS.taskOutside)
}

export function requireTaskDelete(caller: Caller): void {
  if (!canDeleteTask(actor(caller))) throw forbidden(PERMISSION_REASONS.managersOnly)
}

/** The tasks of `tasks` the caller may read: all for managers and admins, theirs and their projects' for staff. */
export function readableTasks(caller: Caller, tasks: Task[], projects: ReadonlyMap<number, Project>): Task[] {
  const who = actor(caller)
  // The role check once, not once per task (20,000 of them at scale).
  if (isManager(who)) return tasks.slice()
  return tasks.filter((task) => canReadTask(who, task, projects.get(task.projectId)))
}

/**
 * Whether the caller hears of a change to a task (live events): by the same rule as reading it. A
 * task already gone is told to everyone who may read tasks at all: only its id leaves, and a
 * client that shows it must drop it.
 */
export function callerMayHearOfTask(caller: Caller, taskId: number): boolean {
  const task = findById('tasks', taskId)
  return task ? canReadTask(actor(caller), task, projectOf(task)) : true
}
