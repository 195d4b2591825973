import { apiPaths } from '@/contract/paths'
import { PROJECT_STATUSES, type ProjectStatus, projectRequestSchema } from '@/contract/schemas'
import { isoNow } from '../clock'
import { db, nextId } from '../db'
import { badRequest, conflict } from '../errors'
import { callerOf, intParam, readJson, requiredText, route } from '../http'
import { byId, getProject, getUser } from '../records'
import { deleteProjectEverywhere } from '../services/cascade'
import { notify, notifyAll } from '../services/notifications'
import { fullName, projectView, taskLookups, taskView, userView } from '../views'

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

export const projectHandlers = [
  route.get(apiPaths.projects.list(), () => db.projects.all().sort(byId).map(projectView)),

  route.get(apiPaths.projects.ofUser(':userId'), ({ params }) => {
    const userId = intParam(params.userId, 'user id')
    getUser(userId)
    return db.projects
      .findMany((q) => q.where((project) => project.memberIds.includes(userId)))
      .sort(byId)
      .map(projectView)
  }),

  route.get(apiPaths.projects.detail(':id'), ({ params }) => projectView(getProject(intParam(params.id, 'project id')))),

  route.post(apiPaths.projects.list(), async (context) => {
    const caller = callerOf(context)
    const body = await readJson(context.request, projectRequestSchema)
    const name = requiredText(body.name, 'Project name')
    const startDate = body.startDate ?? null
    const dueDate = body.dueDate ?? null
    checkDates(startDate, dueDate)
    const record = await db.projects.create({
      id: nextId(db.projects.all()),
      name,
      description: body.description ?? null,
      startDate,
      dueDate,
      status: projectStatus(body.status, 'active'),
      // Assumption: whoever creates a project is its first member.
      memberIds: [caller.id],
      createdAt: isoNow(),
    })
    return projectView(record)
  }),

  route.put(apiPaths.projects.detail(':id'), async (context) => {
    const caller = callerOf(context)
    const id = intParam(context.params.id, 'project id')
    const current = getProject(id)
    const body = await readJson(context.request, projectRequestSchema)
    const name = requiredText(body.name, 'Project name')
    // Fields left out keep their value; `null` clears a date or the description.
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
      },
    })
    await notifyAll(updated.memberIds, {
      actorId: caller.id,
      type: 'PROJECT_UPDATED',
      message: `${fullName(caller)} updated project "${updated.name}"`,
      projectId: id,
    })
    return projectView(updated)
  }),

  route.delete(apiPaths.projects.detail(':id'), async ({ params }) => {
    const id = intParam(params.id, 'project id')
    getProject(id)
    await deleteProjectEverywhere(id)
  }),

  route.get(apiPaths.projects.members(':id'), ({ params }) => {
    const project = getProject(intParam(params.id, 'project id'))
    return project.memberIds
      .map((userId) => db.users.findFirst((q) => q.where({ id: userId })))
      .filter((user) => user !== undefined)
      .map(userView)
  }),

  route.post(apiPaths.projects.addMember(':id', ':userId'), async (context) => {
    const caller = callerOf(context)
    const id = intParam(context.params.id, 'project id')
    const userId = intParam(context.params.userId, 'user id')
    const project = getProject(id)
    const user = getUser(userId)
    if (project.memberIds.includes(userId)) throw conflict(`${fullName(user)} is already a member of this project`)
    const updated = await db.projects.update((q) => q.where({ id }), {
      strict: true,
      data(draft) {
        draft.memberIds = [...draft.memberIds, userId]
      },
    })
    await notify({
      userId,
      actorId: caller.id,
      type: 'PROJECT_ASSIGNED',
      message: `${fullName(caller)} added you to project "${project.name}"`,
      projectId: id,
    })
    await notifyAll(
      project.memberIds.filter((memberId) => memberId !== userId),
      {
        actorId: caller.id,
        type: 'MEMBER_ADDED',
        message: `${fullName(user)} joined project "${project.name}"`,
        projectId: id,
      },
    )
    return projectView(updated)
  }),

  route.get(apiPaths.projects.tasks(':id'), ({ params }) => {
    const id = intParam(params.id, 'project id')
    getProject(id)
    const lookups = taskLookups()
    return db.tasks
      .findMany((q) => q.where({ projectId: id }))
      .sort(byId)
      .map((task) => taskView(task, lookups))
  }),
]
