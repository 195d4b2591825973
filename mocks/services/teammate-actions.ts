/**
 * What the simulated teammates do (teammates.ts runs them): comment on the user's tasks, assign
 * them one, move one along, write in one of their rooms, and work on their own tasks in the user's
 * projects. Loaded when a teammate first acts, 20 seconds or more after boot, not with the server
 * (issue 13).
 */
import type { Task, TaskStatus } from '@/contract/schemas'
import { TASK_STATUS_LABELS } from '@/domains/tasks/utils/task-meta'
import { callerHasAccess } from '../auth'
import { db, findById } from '../db'
import { fullName } from '../views'
import { postMessage } from './chat'
import { colleagueIn, pick, type User } from './colleagues'
import { addComment } from './comments'
import { deltaOf } from './rich-text'
import { assignTask, setTaskStatus } from './tasks'

/** The seed's comment and chat lines, loaded when a teammate first speaks: not part of the server's first load (issue 13). */
const lines = () => import('../seed/content')

const NEXT_STATUS: Record<TaskStatus, TaskStatus> = {
  TODO: 'IN_PROGRESS',
  IN_PROGRESS: 'IN_REVIEW',
  IN_REVIEW: 'COMPLETED',
  COMPLETED: 'IN_PROGRESS',
}

function openTasksOf(user: User) {
  return db.tasks.all().filter((task) => task.assigneeId === user.id && task.status !== 'COMPLETED')
}

function projectOf(projectId: number) {
  return findById('projects', projectId)
}

type Action = (user: User) => Promise<string | null>
type TaskRecord = Pick<Task, 'id' | 'projectId' | 'status' | 'title'>

/** Someone in the project comments on one of `tasksOf(user)`. */
const commentOnOneOf =
  (tasksOf: (user: User) => readonly TaskRecord[]): Action =>
  async (user) => {
    const task = pick(tasksOf(user))
    const project = task && projectOf(task.projectId)
    const author = project && colleagueIn(project.memberIds, user)
    if (!task || !author) return null
    await addComment(task.id, deltaOf(pick((await lines()).COMMENTS) ?? 'Looks good'), author)
    return `${fullName(author)} commented on "${task.title}"`
  }

/** `actor` moves the task to its next status. */
async function moveAlong(task: TaskRecord, actor: User): Promise<string> {
  const next = NEXT_STATUS[task.status]
  await setTaskStatus(task.id, next, actor)
  return `${fullName(actor)} moved "${task.title}" to ${TASK_STATUS_LABELS[next]}`
}

const comment = commentOnOneOf(openTasksOf)

const assign: Action = async (user) => {
  const projects = db.projects.findMany((q) => q.where((project) => project.memberIds.includes(user.id)))
  const projectIds = new Set(projects.map((project) => project.id))
  const task = pick(
    db.tasks.all().filter((candidate) => projectIds.has(candidate.projectId) && candidate.assigneeId !== user.id && candidate.status === 'TODO'),
  )
  const project = task && projectOf(task.projectId)
  const actor = project && colleagueIn(project.memberIds, user)
  if (!task || !actor) return null
  await assignTask(task.id, user.id, actor)
  return `${fullName(actor)} assigned you "${task.title}"`
}

const moveStatus: Action = async (user) => {
  const task = pick(openTasksOf(user))
  const project = task && projectOf(task.projectId)
  const actor = project && colleagueIn(project.memberIds, user)
  if (!task || !actor) return null
  return moveAlong(task, actor)
}

const chat: Action = async (user) => {
  const room = pick(db.chatRooms.findMany((q) => q.where((candidate) => candidate.participantIds.includes(user.id))))
  const sender = room && colleagueIn(room.participantIds, user)
  if (!room || !sender) return null
  await postMessage(room.id, sender, { type: 'text', content: pick((await lines()).CHAT_LINES) ?? 'Hello!' })
  return `${fullName(sender)} wrote in ${room.type === 'direct' ? 'your direct chat' : `"${room.name}"`}`
}

const ACTIONS: readonly Action[] = [comment, assign, moveStatus, chat]

/** The open tasks of the user's projects that colleagues hold (what the user sees them work on). */
function colleaguesTasks(user: User) {
  if (!callerHasAccess(user, 'staff')) return []
  const projectIds = new Set(db.projects.findMany((q) => q.where((project) => project.memberIds.includes(user.id))).map((project) => project.id))
  return db.tasks
    .all()
    .filter((task) => projectIds.has(task.projectId) && task.assigneeId !== null && task.assigneeId !== user.id && task.status !== 'COMPLETED')
}

/** A colleague moves one of their own tasks along, up to finishing it. */
const teamProgress: Action = async (user) => {
  const task = pick(colleaguesTasks(user))
  const actor = task && findById('users', task.assigneeId ?? -1)
  if (!task || !actor) return null
  return moveAlong(task, actor)
}

/** Someone in the project comments on a colleague's task. */
const teamComment = commentOnOneOf(colleaguesTasks)

const TEAM_ACTIONS: readonly Action[] = [teamProgress, teamProgress, teamComment]

/** One piece of colleagues' work the user can see (not aimed at them); null when there is none. */
export async function teamWorkNow(userId: number): Promise<string | null> {
  const user = findById('users', userId)
  if (!user) return null
  for (const action of [...TEAM_ACTIONS].sort(() => Math.random() - 0.5)) {
    const description = await action(user)
    if (description) return description
  }
  return null
}

/** One teammate action for the user now; resolves with what happened. */
export async function actNow(userId: number): Promise<string> {
  const user = findById('users', userId)
  if (!user) throw new Error('Sign in to see your teammates at work')
  // Random order, falling back to the next kind when this user has nothing to act on.
  const order = [...ACTIONS].sort(() => Math.random() - 0.5)
  for (const action of order) {
    const description = await action(user)
    if (description) return description
  }
  throw new Error('Your teammates have nothing to do for you yet')
}
