import { apiPaths } from '@/contract/paths'
import { RESTORE_TOKEN_HEADER, taskBatchRequestSchema, taskMoveRequestSchema, taskRequestSchema } from '@/contract/schemas'
import { db, findById } from '../db'
import { callerOf, intParam, jsonResponse, readJson, route } from '../http'
import { listAnswer } from '../paging'
import { checkIfMatch } from '../versions'
import { getProject, getTask } from '../records'
import { byId } from '../order'
import { dashboardOverview } from '../services/dashboard'
import { deleteTasksUndoably } from '../services/restore'
import { taskActivity } from '../services/task-activity'
import { runTaskBatch } from '../services/task-batch'
import { assignTask, createTask, moveTask, parseStatus, setTaskStatus, updateTask } from '../services/tasks'
import { taskLookups, taskView } from '../views'
import { readableTasks, requireTaskCreate, requireTaskDelete, requireTaskEdit, requireTaskRead } from '../access'

export const taskRoutes = [
  route.get(apiPaths.tasks.list(), (context) => {
    const lookups = taskLookups()
    const tasks = readableTasks(callerOf(context), db.tasks.all(), lookups.projects)
    return listAnswer(context.url, tasks.sort(byId), (task) => taskView(task, lookups))
  }),

  // Ours (issue 13): the dashboard's counters and first cards (services/dashboard.ts).
  route.get(apiPaths.dashboard(), (context) => dashboardOverview(callerOf(context), context.url)),

  route.get(apiPaths.tasks.detail(':id'), (context) => {
    const task = getTask(intParam(context.params.id, 'task id'))
    requireTaskRead(callerOf(context), task)
    return taskView(task)
  }),

  // Ours (issue 19): read as the task is read.
  route.get(apiPaths.tasks.activity(':id'), (context) => {
    const task = getTask(intParam(context.params.id, 'task id'))
    requireTaskRead(callerOf(context), task)
    return taskActivity(task)
  }),

  route.post(apiPaths.projects.tasks(':id'), async (context) => {
    const projectId = intParam(context.params.id, 'project id')
    requireTaskCreate(callerOf(context), getProject(projectId))
    const body = await readJson(context.request, taskRequestSchema)
    return taskView(await createTask(projectId, body, callerOf(context)))
  }),

  route.put(apiPaths.tasks.detail(':id'), async (context) => {
    const id = intParam(context.params.id, 'task id')
    const task = getTask(id)
    requireTaskEdit(callerOf(context), task)
    const body = await readJson(context.request, taskRequestSchema)
    // Moving it to another project needs the right to add tasks there.
    const targetId = body.projectId
    if (targetId !== undefined && targetId !== task.projectId) {
      const target = findById('projects', targetId)
      if (target) requireTaskCreate(callerOf(context), target)
    }
    checkIfMatch(context.request, task, 'task', () => taskView(task))
    return taskView(await updateTask(id, body, callerOf(context)))
  }),

  route.delete(apiPaths.tasks.detail(':id'), (context) => {
    const id = intParam(context.params.id, 'task id')
    const task = getTask(id)
    const caller = callerOf(context)
    requireTaskDelete(caller)
    // Ours (issue 19): the SPEC's answer, and a token that undoes the delete for 10 minutes.
    return jsonResponse({ ok: true }, { [RESTORE_TOKEN_HEADER]: deleteTasksUndoably([task], caller) })
  }),

  // Ours (issue 19): one all-or-nothing write for many tasks (services/task-batch.ts).
  route.post(apiPaths.tasks.batch(), async (context) => {
    const body = await readJson(context.request, taskBatchRequestSchema)
    const { tasks, restoreToken } = await runTaskBatch(callerOf(context), body)
    const lookups = taskLookups()
    const views = tasks.map((task) => taskView(task, lookups))
    return restoreToken ? jsonResponse(views, { [RESTORE_TOKEN_HEADER]: restoreToken }) : views
  }),

  route.patch(`/staff/tasks/:id/status`, async (context) => {
    const id = intParam(context.params.id, 'task id')
    requireTaskEdit(callerOf(context), getTask(id))
    const status = parseStatus(context.url.searchParams.get('status'))
    return taskView(await setTaskStatus(id, status, callerOf(context)))
  }),

  route.patch(`/staff/tasks/:id/assign`, async (context) => {
    const id = intParam(context.params.id, 'task id')
    requireTaskEdit(callerOf(context), getTask(id))
    const userId = intParam(context.url.searchParams.get('userId'), 'userId')
    return taskView(await assignTask(id, userId, callerOf(context)))
  }),

  route.put(apiPaths.tasks.position(':id'), async (context) => {
    const id = intParam(context.params.id, 'task id')
    const task = getTask(id)
    requireTaskEdit(callerOf(context), task)
    const body = await readJson(context.request, taskMoveRequestSchema)
    checkIfMatch(context.request, task, 'task', () => taskView(task))
    return taskView(await moveTask(id, body, callerOf(context)))
  }),
]
