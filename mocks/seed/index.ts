/**
 * The deterministic seed (fixed random seed, dates relative to today): the three demo accounts and
 * their colleagues, projects, 600+ tasks, comments, checklists, notifications and chat history.
 * Bump SEED_VERSION (./version.ts) whenever what it creates changes (stored data keeps the user's
 * records; a reset brings the new seed). Records are built with known ids and written without look-ups, so a
 * fresh seed takes a few hundred milliseconds at most (Vitest re-seeds before every test).
 */
import dayjs from 'dayjs'
import { NOTIFICATION_TYPES, type NotificationType, type TaskStatus, WEEKDAYS } from '@/contract/schemas'
import { type DbRecord, clearAll, db } from '../db'
import { createRandom } from '../random'
import { compareInstants } from '../order'
import { hashPassword, sha256Hex } from '../secrets'
import { resetSignInThrottle } from '../services/sign-in-throttle'
import { overdueMessage } from '../services/notifications'
import { CHAT_LINES, CHECKLIST_TEMPLATES, COMMENTS, PROJECTS, TASK_NOTES, TASK_VERBS } from './content'
import { PEOPLE, ROLE_NAMES } from './people'

export { SEED_VERSION } from './version'

/** Ids of the demo accounts (README, tests and one-click sign-in rely on them). */
export const DEMO_IDS = { admin: 1, manager: 2, staff: 3 } as const

const SEED = 20_240_601
const TASKS_PER_PROJECT = 64

type Rows<Name extends keyof typeof db> = DbRecord<Name>[]

/** A delta JSON string; `bold` words and an optional bullet list make the rich text visible. */
function delta(text: string, options: { bold?: string; bullets?: readonly string[] } = {}): string {
  const ops: Record<string, unknown>[] = []
  if (options.bold) ops.push({ insert: options.bold, attributes: { bold: true } }, { insert: ' ' })
  ops.push({ insert: `${text}\n` })
  for (const bullet of options.bullets ?? []) ops.push({ insert: bullet }, { insert: '\n', attributes: { list: 'bullet' } })
  return JSON.stringify({ ops })
}

export function buildSeed(now: Date = new Date()) {
  const random = createRandom(SEED)
  const day = (offset: number) => dayjs(now).add(offset, 'day').format('YYYY-MM-DD')
  /** An instant `daysAgo` days (fractional) before now. */
  const ago = (daysAgo: number) => new Date(now.getTime() - Math.round(daysAgo * 86_400_000)).toISOString()

  const roles: Rows<'roles'> = ROLE_NAMES.map((name, index) => ({ id: index + 1, name }))
  const roleId = new Map(roles.map((role) => [role.name, role.id]))
  const users: Rows<'users'> = PEOPLE.map((person, index) => ({
    id: index + 1,
    firstName: person.firstName,
    lastName: person.lastName,
    username: person.username,
    email: `${person.username}@taskhive.example`,
    mobileNo: `+1 555 01${String(index).padStart(2, '0')}`,
    referralCode: null,
    referredBy: null,
    // A salt per account that keeps the seed the same each time (these passwords are public anyway).
    passwordHash: hashPassword(person.password, sha256Hex(`taskhive-seed:${person.username}`).slice(0, 22)),
    roleIds: [roleId.get(person.role) ?? 3],
  }))
  const name = (id: number) => {
    const user = users[id - 1]
    return user ? `${user.firstName} ${user.lastName}` : 'Someone'
  }
  const workers = users.filter((user) => user.roleIds[0] !== roleId.get('ROLE_USER')).map((user) => user.id)

  // Projects: the demo staff and manager are in most of them, so their screens are full.
  const projects: Rows<'projects'> = PROJECTS.map((project, index) => {
    const team = new Set<number>()
    if (index !== 5) team.add(DEMO_IDS.manager)
    if (index % 3 !== 2) team.add(DEMO_IDS.staff)
    if (index % 4 === 0) team.add(DEMO_IDS.admin)
    for (const id of random.sample(workers.filter((id) => id > 3), random.int(3, 7))) team.add(id)
    return {
      id: index + 1,
      name: project.name,
      description: delta(project.summary, { bullets: random.sample(project.subjects, 3).map((s) => `Deliver the ${s}`) }),
      startDate: day(project.start),
      dueDate: day(project.due),
      status: project.status,
      memberIds: [...team],
      createdAt: ago(-project.start + 2),
    }
  })

  const tasks: Rows<'tasks'> = []
  for (const project of projects) {
    const spec = PROJECTS[project.id - 1]!
    for (let n = 0; n < TASKS_PER_PROJECT; n += 1) {
      const id = tasks.length + 1
      const finished = spec.status === 'completed'
      const status: TaskStatus = finished
        ? random.chance(0.9) ? 'COMPLETED' : 'IN_REVIEW'
        : random.pick(['TODO', 'TODO', 'IN_PROGRESS', 'IN_PROGRESS', 'IN_REVIEW', 'COMPLETED', 'COMPLETED'] as const)
      const startOffset = random.int(spec.start, Math.min(spec.due, 10))
      // Some open tasks are overdue, most due in the coming weeks.
      const dueOffset = status !== 'COMPLETED' && random.chance(0.12) ? random.int(-14, -1) : startOffset + random.int(2, 30)
      const assigneeId = random.chance(0.1) ? null : random.pick(project.memberIds)
      const createdDaysAgo = Math.max(1, -startOffset + random.int(1, 5))
      tasks.push({
        id,
        title: `${random.pick(TASK_VERBS)} ${random.pick(spec.subjects)}`,
        description: random.chance(0.15)
          ? null
          : delta(random.pick(TASK_NOTES), random.chance(0.4) ? { bold: 'Goal:', bullets: ['Draft', 'Review', 'Ship'] } : {}),
        priority: random.pick([1, 2, 2, 3] as const),
        status,
        // An overdue task started before it fell due (the form refuses a due date before the start).
        startDate: day(Math.min(startOffset, dueOffset - 3)),
        dueDate: day(dueOffset),
        assigneeId,
        projectId: project.id,
        completedAt: status === 'COMPLETED' ? ago(random.int(0, Math.max(1, createdDaysAgo - 1)) + 0.3) : null,
        createdAt: ago(createdDaysAgo),
        // Seeded overdue tasks already had their reminder (the seeded notifications include some).
        overdueNotified: dueOffset < 0 && status !== 'COMPLETED',
        position: id,
      })
    }
  }
  // The demo staff member always has a few overdue tasks of their own.
  for (const task of tasks.filter((t) => t.assigneeId === DEMO_IDS.staff && t.status === 'TODO').slice(0, 3)) {
    const dueOffset = -random.int(1, 5)
    task.dueDate = day(dueOffset)
    if (task.startDate !== null && task.startDate > task.dueDate) task.startDate = day(dueOffset - 3)
    task.overdueNotified = false
  }

  const comments: Rows<'comments'> = []
  for (const task of tasks) {
    if (!random.chance(0.35)) continue
    const project = projects[task.projectId - 1]!
    for (let n = random.int(1, 3); n > 0; n -= 1) {
      const authorId = random.pick(project.memberIds)
      comments.push({
        id: comments.length + 1,
        taskId: task.id,
        authorId,
        commenter: name(authorId),
        text: delta(random.pick(COMMENTS)),
        createdAt: ago(random.int(0, 6) + random.next()),
        updatedAt: null,
      })
    }
  }

  const templates: Rows<'checklistTemplates'> = CHECKLIST_TEMPLATES.map((template, index) => ({
    id: index + 1,
    title: template.title,
    active: true,
    excludedDays: [...template.excludedDays],
    userIds: [DEMO_IDS.staff, DEMO_IDS.manager, ...random.sample(workers.filter((id) => id > 3), 6)].filter(
      (_, position) => index < 4 || position !== 1,
    ),
  }))
  templates.push({ id: templates.length + 1, title: 'Water the office plants', active: false, excludedDays: [], userIds: [DEMO_IDS.staff] })

  // Checklists for the last few days for the demo accounts (today's half done).
  const checklistItems: Rows<'checklistItems'> = []
  const checklistDays: Rows<'checklistDays'> = []
  for (const userId of [DEMO_IDS.staff, DEMO_IDS.manager]) {
    for (let offset = -3; offset <= 0; offset += 1) {
      const date = day(offset)
      const weekday = WEEKDAYS[(dayjs(date).day() + 6) % 7]!
      const due = templates.filter((t) => t.active && t.userIds.includes(userId) && !t.excludedDays.includes(weekday))
      due.forEach((template, index) => {
        const completed = offset < 0 ? random.chance(0.85) : index % 2 === 0
        checklistItems.push({
          id: checklistItems.length + 1,
          title: template.title,
          completed,
          createdAt: `${date}T08:00:00.000Z`,
          userId,
          date,
          templateId: template.id,
          completedAt: completed ? `${date}T${String(9 + index).padStart(2, '0')}:15:00.000Z` : null,
        })
      })
      checklistDays.push({ userId, date })
    }
  }

  // Unread notifications: more than 99 for the admin (the '99+' badge), a handful for the others.
  const notifications: Rows<'notifications'> = []
  const notify = (userId: number, type: NotificationType, message: string, taskId: number | null, projectId: number | null, daysAgo: number, read: boolean) =>
    notifications.push({ id: notifications.length + 1, userId, type, message, createdAt: ago(daysAgo), read, taskId, projectId })
  const counts = { [DEMO_IDS.admin]: 112, [DEMO_IDS.manager]: 14, [DEMO_IDS.staff]: 9 }
  for (const [userIdText, count] of Object.entries(counts)) {
    const userId = Number(userIdText)
    const own = tasks.filter((task) => task.assigneeId === userId)
    const pool = own.length > 0 ? own : tasks
    for (let n = 0; n < count + 6; n += 1) {
      const task = random.pick(pool)
      const actor = name(random.pick(projects[task.projectId - 1]!.memberIds.filter((id) => id !== userId).concat([4])))
      const type = random.pick(NOTIFICATION_TYPES.filter((t) => t !== 'TASK_OVERDUE' && t !== 'CHECKLIST_COMPLETED' && t !== 'MENTIONED'))
      const project = projects[task.projectId - 1]!
      const message = {
        TASK_ASSIGNED: `${actor} assigned you "${task.title}"`,
        TASK_UPDATED: `${actor} updated your task "${task.title}"`,
        TASK_COMPLETED: `${actor} completed your task "${task.title}"`,
        COMMENT_ADDED: `${actor} commented on "${task.title}"`,
        PROJECT_ASSIGNED: `${actor} added you to project "${project.name}"`,
        CHECKLIST_CREATED: `${actor} assigned you the daily checklist "${random.pick(templates).title}"`,
        PROJECT_UPDATED: `${actor} updated project "${project.name}"`,
        MEMBER_ADDED: `${name(random.pick(project.memberIds))} joined project "${project.name}"`,
        TASK_OVERDUE: '',
        CHECKLIST_COMPLETED: '',
      }[type]
      const aboutTask = type.startsWith('TASK') || type === 'COMMENT_ADDED'
      // The first six are older and already read, so history looks real.
      notify(userId, type, message, aboutTask ? task.id : null, project.id, n < 6 ? 8 + n : random.int(0, 6) + random.next(), n < 6)
    }
  }
  for (const task of tasks) {
    if (task.overdueNotified && task.assigneeId !== null && task.assigneeId <= 3) {
      notify(task.assigneeId, 'TASK_OVERDUE', overdueMessage(task.title, task.dueDate), task.id, task.projectId, 1, true)
    }
  }
  notifications.sort((a, b) => compareInstants(a.createdAt, b.createdAt))
  notifications.forEach((notification, index) => (notification.id = index + 1))

  // Chat: a team room per active project with the demo staff in it, a company-wide room, and
  // direct chats. The first project's room has more than 9 unread messages for the demo staff.
  const chatRooms: Rows<'chatRooms'> = []
  const chatMessages: Rows<'chatMessages'> = []
  const chatReads: Rows<'chatReads'> = []
  const room = (roomName: string, type: 'team' | 'direct', participantIds: number[], projectId: number | null) => {
    const record = { id: chatRooms.length + 1, name: roomName, type, participantIds, projectId, createdAt: ago(30) }
    chatRooms.push(record)
    return record
  }
  const say = (roomId: number, senderId: number, content: string, daysAgo: number) =>
    chatMessages.push({ id: 0, roomId, senderId, senderName: name(senderId), timestamp: ago(daysAgo), type: 'text', content, fileName: null })
  const teamRooms = projects.filter((p) => p.status !== 'completed').slice(0, 4)
  for (const project of teamRooms) {
    const record = room(project.name, 'team', [...new Set([...project.memberIds, DEMO_IDS.staff])], project.id)
    for (let n = 0; n < 16; n += 1) say(record.id, random.pick(record.participantIds), random.pick(CHAT_LINES), 4 - n * 0.25)
  }
  const everyone = room('General', 'team', users.filter((u) => u.id <= 12).map((u) => u.id), null)
  for (let n = 0; n < 10; n += 1) say(everyone.id, random.pick(everyone.participantIds), random.pick(CHAT_LINES), 3 - n * 0.3)
  for (const [a, b] of [[DEMO_IDS.staff, DEMO_IDS.manager], [DEMO_IDS.staff, 8], [DEMO_IDS.manager, DEMO_IDS.admin], [DEMO_IDS.admin, 26]] as const) {
    const record = room(`${name(a)} & ${name(b)}`, 'direct', [a, b], null)
    for (let n = 0; n < 6; n += 1) say(record.id, n % 2 === 0 ? b : a, random.pick(CHAT_LINES), 2 - n * 0.3)
  }
  chatMessages.sort((x, y) => compareInstants(x.timestamp, y.timestamp))
  chatMessages.forEach((message, index) => (message.id = index + 1))
  // Last-read markers: everyone has read all but the newest few; the staff's first team room has 12 unread.
  for (const record of chatRooms) {
    const messages = chatMessages.filter((m) => m.roomId === record.id)
    for (const userId of record.participantIds) {
      let unread = record.id === 1 && userId === DEMO_IDS.staff ? 12 : userId <= 3 ? random.int(0, 3) : 0
      // Walk back over messages from others only, since your own are never unread.
      let index = messages.length
      while (unread > 0 && index > 0) {
        index -= 1
        if (messages[index]!.senderId !== userId) unread -= 1
      }
      chatReads.push({ roomId: record.id, userId, lastReadMessageId: messages[index - 1]?.id ?? 0 })
    }
  }

  return {
    roles,
    users,
    sessions: [] as Rows<'sessions'>,
    projects,
    tasks,
    comments,
    checklistTemplates: templates,
    checklistItems,
    checklistDays,
    notifications,
    chatRooms,
    chatMessages,
    chatReads,
    files: [] as Rows<'files'>,
  }
}

/** Replaces the store with a fresh seed. */
export async function seedDatabase(): Promise<void> {
  const data = buildSeed()
  clearAll()
  resetSignInThrottle()
  for (const name of Object.keys(data) as (keyof typeof data)[]) {
    const target = db[name] as unknown as { create(row: unknown): Promise<unknown> }
    for (const row of data[name]) await target.create(row)
  }
}
