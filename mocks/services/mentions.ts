/**
 * MENTIONED notifications (ours, issue 19): `@username` in a comment or a chat message tells that
 * person, once, if they may see what mentions them (read the task / be in the room) and did not
 * write it. An edit tells only those it newly mentions.
 */
import { mentionedUsernames } from '@/contract/mentions'
import { callerMayHearOfTask } from '../access'
import { type DbRecord, db } from '../db'
import { fullName } from '../views'
import { notifyAll } from './notifications'
import { plainText } from './rich-text'

type User = DbRecord<'users'>

/** The users a text newly mentions (not already in `before`), other than the author. */
function newlyMentioned(text: string, before: string | null, author: User): User[] {
  const wanted = mentionedUsernames(plainText(text))
  if (wanted.length === 0) return []
  const already = new Set(before === null ? [] : mentionedUsernames(plainText(before)))
  const fresh = new Set(wanted.filter((name) => !already.has(name)))
  return db.users.findMany((q) => q.where((user) => fresh.has(user.username.toLowerCase()) && user.id !== author.id))
}

/** A comment's (new) mentions: only people who may read its task hear of it. Returns who was told. */
export async function notifyCommentMentions(task: DbRecord<'tasks'>, text: string, before: string | null, author: User): Promise<number[]> {
  const readers = newlyMentioned(text, before, author).filter((user) => callerMayHearOfTask(user, task.id))
  await notifyAll(
    readers.map((user) => user.id),
    {
      actorId: author.id,
      type: 'MENTIONED',
      message: `${fullName(author)} mentioned you in a comment on “${task.title}”`,
      taskId: task.id,
      projectId: task.projectId,
    },
  )
  return readers.map((user) => user.id)
}

/** A chat message's mentions: only the room's participants hear of it. */
export async function notifyChatMentions(room: DbRecord<'chatRooms'>, text: string, author: User): Promise<void> {
  const inRoom = newlyMentioned(text, null, author).filter((user) => room.participantIds.includes(user.id))
  await notifyAll(
    inRoom.map((user) => user.id),
    {
      actorId: author.id,
      type: 'MENTIONED',
      message: `${fullName(author)} mentioned you in #${room.name}`,
      roomId: room.id,
    },
  )
}
