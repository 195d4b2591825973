/**
 * Simulated teammates: the demo runs in one browser, so colleagues' activity comes from the mock.
 * While someone is signed in, a seeded colleague now and then comments on one of their tasks,
 * assigns them a task, moves one of their tasks along, or writes in one of their chat rooms; and,
 * more often, colleagues work on their own tasks in the user's projects (move them along, finish
 * them, comment) — all through the same services as real calls, so notifications, chat and live
 * task changes arrive over STOMP.
 */
import type { TaskStatus } from '@/contract/schemas'
import { callerHasAccess } from '../auth'
import { db, type DbRecord, findById } from '../db'
import { fullName } from '../views'
import { postMessage } from './chat'
import { onServerEvent } from './events'
import { addComment } from './comments'
import { deltaOf } from './rich-text'
import { assignTask, setTaskStatus } from './tasks'

type User = DbRecord<'users'>

/** The seed's comment and chat lines, loaded when a teammate first speaks: not part of the server's first load (issue 13). */
const lines = () => import('../seed/content')

const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)]

const NEXT_STATUS: Record<TaskStatus, TaskStatus> = {
  TODO: 'IN_PROGRESS',
  IN_PROGRESS: 'IN_REVIEW',
  IN_REVIEW: 'COMPLETED',
  COMPLETED: 'IN_PROGRESS',
}

const STATUS_LABEL: Record<TaskStatus, string> = {
  TODO: 'To Do',
  IN_PROGRESS: 'In Progress',
  IN_REVIEW: 'In Review',
  COMPLETED: 'Completed',
}

function colleagueIn(memberIds: readonly number[], user: User): User | undefined {
  const others = memberIds.filter((id) => id !== user.id)
  const id = pick(others)
  return id === undefined ? undefined : findById('users', id)
}

function openTasksOf(user: User) {
  return db.tasks.findMany((q) => q.where((task) => task.assigneeId === user.id && task.status !== 'COMPLETED'))
}

function projectOf(projectId: number) {
  return findById('projects', projectId)
}

type Action = (user: User) => Promise<string | null>

const comment: Action = async (user) => {
  const task = pick(openTasksOf(user))
  const project = task && projectOf(task.projectId)
  const author = project && colleagueIn(project.memberIds, user)
  if (!task || !author) return null
  await addComment(task.id, deltaOf(pick((await lines()).COMMENTS) ?? 'Looks good'), author)
  return `${fullName(author)} commented on "${task.title}"`
}

const assign: Action = async (user) => {
  const projects = db.projects.findMany((q) => q.where((project) => project.memberIds.includes(user.id)))
  const projectIds = new Set(projects.map((project) => project.id))
  const task = pick(
    db.tasks.findMany((q) =>
      q.where((candidate) => projectIds.has(candidate.projectId) && candidate.assigneeId !== user.id && candidate.status === 'TODO'),
    ),
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
  const next = NEXT_STATUS[task.status]
  await setTaskStatus(task.id, next, actor)
  return `${fullName(actor)} moved "${task.title}" to ${STATUS_LABEL[next]}`
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
  return db.tasks.findMany((q) =>
    q.where((task) => projectIds.has(task.projectId) && task.assigneeId !== null && task.assigneeId !== user.id && task.status !== 'COMPLETED'),
  )
}

/** A colleague moves one of their own tasks along, up to finishing it. */
const teamProgress: Action = async (user) => {
  const task = pick(colleaguesTasks(user))
  const actor = task && findById('users', task.assigneeId ?? -1)
  if (!task || !actor) return null
  const next = NEXT_STATUS[task.status]
  await setTaskStatus(task.id, next, actor)
  return `${fullName(actor)} moved "${task.title}" to ${STATUS_LABEL[next]}`
}

/** Someone in the project comments on a colleague's task. */
const teamComment: Action = async (user) => {
  const task = pick(colleaguesTasks(user))
  const project = task && projectOf(task.projectId)
  const author = project && colleagueIn(project.memberIds, user)
  if (!task || !author) return null
  await addComment(task.id, deltaOf(pick((await lines()).COMMENTS) ?? 'Looks good'), author)
  return `${fullName(author)} commented on "${task.title}"`
}

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

export interface TeammatesOptions {
  /** The signed-in user, or null. */
  currentUserId: () => number | null
  enabled: () => boolean
  /** Gentle: every 45–90 seconds by default. */
  minDelayMs?: number
  maxDelayMs?: number
  /** Colleagues' own work on tasks the user sees: every 20–40 seconds by default. */
  teamMinDelayMs?: number
  teamMaxDelayMs?: number
  onAction?: (description: string) => void
}

/** Runs `act` for the signed-in user every `min`–`max` ms while enabled; returns a stop function. */
function everyWhile(options: TeammatesOptions, min: number, max: number, act: (userId: number) => Promise<string | null>): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null
  let stopped = false
  const schedule = () => {
    if (stopped) return
    timer = setTimeout(tick, min + Math.random() * (max - min))
  }
  const tick = () => {
    const userId = options.currentUserId()
    if (!options.enabled() || userId === null) {
      schedule()
      return
    }
    act(userId)
      .then((description) => description && options.onAction?.(description))
      .catch(() => undefined)
      .finally(schedule)
  }
  schedule()
  return () => {
    stopped = true
    if (timer) clearTimeout(timer)
  }
}

/** Starts the gentle timers (actions for the user, and colleagues' own work); returns a stop function. */
export function startTeammates(options: TeammatesOptions): () => void {
  const stopForUser = everyWhile(options, options.minDelayMs ?? 45_000, options.maxDelayMs ?? 90_000, actNow)
  const stopTeam = everyWhile(options, options.teamMinDelayMs ?? 20_000, options.teamMaxDelayMs ?? 40_000, teamWorkNow)
  return () => {
    stopForUser()
    stopTeam()
  }
}

/** Short answers to a question, and acknowledgements of anything else. */
const ANSWERS = ['Good question — let me check and get back to you.', 'I think so, yes.', 'Not yet, working on it.', 'Let’s discuss it at stand-up.'] as const
const ACKNOWLEDGEMENTS = ['Sounds good!', 'Thanks, on it.', 'Got it 👍', 'Makes sense to me.', 'Great, thanks for the update.', 'Agreed.'] as const

export interface ChatRepliesOptions {
  currentUserId: () => number | null
  enabled: () => boolean
  /** How often someone answers (0–1); half the time by default ("now and then"). */
  chance?: number
  /** Answers come within a few seconds: 1.5–4 s by default. */
  minDelayMs?: number
  maxDelayMs?: number
}

/**
 * When the signed-in user writes in a room, another participant now and then answers within a
 * few seconds, from that person, through the same service as real messages (so it arrives over
 * STOMP). At most one answer is on its way per room. Returns a stop function.
 */
export function startChatReplies(options: ChatRepliesOptions): () => void {
  const chance = options.chance ?? 0.5
  const min = options.minDelayMs ?? 1500
  const max = options.maxDelayMs ?? 4000
  const waiting = new Map<number, ReturnType<typeof setTimeout>>()
  const stopEvents = onServerEvent((event) => {
    if (event.kind !== 'chat-message') return
    const { roomId, senderId, type, content } = event.message
    if (senderId !== options.currentUserId() || !options.enabled() || waiting.has(roomId)) return
    if (Math.random() >= chance) return
    const line = type === 'text' && content.trim().endsWith('?') ? pick(ANSWERS) : pick(ACKNOWLEDGEMENTS)
    waiting.set(
      roomId,
      setTimeout(() => {
        waiting.delete(roomId)
        const room = findById('chatRooms', roomId)
        const user = findById('users', senderId)
        const replier = room && user && colleagueIn(room.participantIds, user)
        if (!replier || !options.enabled()) return
        postMessage(roomId, replier, { type: 'text', content: line ?? 'Sounds good!' }).catch(() => undefined)
      }, min + Math.random() * (max - min)),
    )
  })
  return () => {
    stopEvents()
    for (const timer of waiting.values()) clearTimeout(timer)
    waiting.clear()
  }
}
