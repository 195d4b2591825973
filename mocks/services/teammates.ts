/**
 * Simulated teammates: the demo runs in one browser, so colleagues' activity comes from the mock.
 * While someone is signed in, a seeded colleague now and then comments on one of their tasks,
 * assigns them a task, moves one of their tasks along, or writes in one of their chat rooms; and,
 * more often, colleagues work on their own tasks in the user's projects (move them along, finish
 * them, comment) — all through the same services as real calls, so notifications, chat and live
 * task changes arrive over STOMP.
 */
import { findById } from '../db'
import { postMessage } from './chat'
import { colleagueIn, pick } from './colleagues'
import { onServerEvent } from './events'

/** What they do, loaded when one first acts (teammate-actions.ts): not part of the server's first load (issue 13). */
const actions = () => import('./teammate-actions')

/** One teammate action for the user now; resolves with what happened. */
export async function actNow(userId: number): Promise<string> {
  return (await actions()).actNow(userId)
}

async function teamWorkNow(userId: number): Promise<string | null> {
  return (await actions()).teamWorkNow(userId)
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
