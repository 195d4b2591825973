/** Project writes with what a real server does alongside: members hear about changes and additions. */
import { PROJECT_STATUSES, type ProjectRequest, type ProjectStatus } from '@/contract/schemas'
import { isoNow } from '../clock'
import { type DbRecord, db, nextId } from '../db'
import { badRequest, conflict } from '../errors'
import { getProject, getUser } from '../records'
import { fullName } from '../views'
import { emitProject } from './live'
import { notify, notifyAll } from './notifications'
import { assertSafeRichText } from './rich-text'
import { bump } from '../versions'

type Actor = DbRecord<'users'>

/** `on-hold` (another spelling the spec shows) is accepted and stored as `on_hold`. */
export function projectStatus(value: string | undefined, fallback: ProjectStatus): ProjectStatus {
  if (value === undefined) return fallback
  const normal = value.trim().toLowerCase().replace('-', '_')
  if (!(PROJECT_STATUSES as readonly string[]).includes(normal)) {
    throw badRequest(`Status must be one of ${PROJECT_STATUSES.join(', ')}`)
  }
  return normal as ProjectStatus
}

export function checkDates(startDate: string | null, dueDate: string | null): void {
  if (startDate && dueDate && dueDate < startDate) throw badRequest('Due date must not be before the start date')
}

export async function createProject(body: ProjectRequest, creator: Actor): Promise<DbRecord<'projects'>> {
  assertSafeRichText(body.description, 'description')
  const name = body.name
  const startDate = body.startDate ?? null
  const dueDate = body.dueDate ?? null
  checkDates(startDate, dueDate)
  const record = await db.projects.create({
    id: nextId('projects'),
    name,
    description: body.description ?? null,
    startDate,
    dueDate,
    status: projectStatus(body.status, 'active'),
    // Assumption: whoever creates a project is its first member.
    memberIds: [creator.id],
    createdAt: isoNow(),
  })
  emitProject('created', record, creator)
  return record
}

/** PUT: fields left out keep their value; `null` clears a date or the description. Members hear PROJECT_UPDATED. */
export async function updateProject(id: number, body: ProjectRequest, actor: Actor): Promise<DbRecord<'projects'>> {
  const current = getProject(id)
  assertSafeRichText(body.description, 'description')
  const name = body.name
  const startDate = body.startDate === undefined ? current.startDate : body.startDate
  const dueDate = body.dueDate === undefined ? current.dueDate : body.dueDate
  checkDates(startDate, dueDate)
  const status = projectStatus(body.status, projectStatus(current.status, 'active'))
  const updated = await db.projects.update((q) => q.where({ id }), {
    strict: true,
    data(draft) {
      draft.name = name
      if (body.description !== undefined) draft.description = body.description
      draft.startDate = startDate
      draft.dueDate = dueDate
      draft.status = status
      bump(draft)
    },
  })
  emitProject('updated', updated, actor)
  await notifyAll(updated.memberIds, {
    actorId: actor.id,
    type: 'PROJECT_UPDATED',
    message: `${fullName(actor)} updated project "${updated.name}"`,
    projectId: id,
  })
  return updated
}

/** Adds a member (409 if already in): they hear PROJECT_ASSIGNED, the others MEMBER_ADDED. */
export async function addProjectMember(id: number, userId: number, actor: Actor): Promise<DbRecord<'projects'>> {
  const project = getProject(id)
  const user = getUser(userId)
  if (project.memberIds.includes(userId)) throw conflict(`${fullName(user)} is already a member of this project`)
  const updated = await db.projects.update((q) => q.where({ id }), {
    strict: true,
    data(draft) {
      draft.memberIds = [...draft.memberIds, userId]
      bump(draft)
    },
  })
  emitProject('updated', updated, actor)
  await notify({
    userId,
    actorId: actor.id,
    type: 'PROJECT_ASSIGNED',
    message: `${fullName(actor)} added you to project "${project.name}"`,
    projectId: id,
  })
  await notifyAll(
    project.memberIds.filter((memberId) => memberId !== userId),
    {
      actorId: actor.id,
      type: 'MEMBER_ADDED',
      message: `${fullName(user)} joined project "${project.name}"`,
      projectId: id,
    },
  )
  return updated
}
