import { apiPaths } from '@/contract/paths'
import { taskMoveRequestSchema, taskRequestSchema } from '@/contract/schemas'
import { db } from '../db'
import { callerOf, intParam, readJson, route } from '../http'
import { listAnswer } from '../paging'
import { checkIfMatch } from '../versions'
import { byId, getTask } from '../records'
import { deleteTaskEverywhere } from '../services/cascade'
import { taskActivity } from '../services/task-activity'
import { assignTask, createTask, moveTask, parseStatus, setTaskStatus, updateTask } from '../services/tasks'
import { taskLookups, taskView } from '../views'

export const taskHandlers = [
  route.get(apiPaths.tasks.list(), ({ url }) => {
    const lookups = taskLookups()
    return listAnswer(url, db.tasks.all().sort(byId), (task) => taskView(task, lookups))
  }),

  route.get(apiPaths.tasks.detail(':id'), ({ params }) => taskView(getTask(intParam(params.id, 'task id')))),

  // Ours (issue 19): read as the task is read.
  route.get(apiPaths.tasks.activity(':id'), ({ params }) => taskActivity(getTask(intParam(params.id, 'task id')))),

  route.post(apiPaths.projects.tasks(':id'), async (context) => {
    const projectId = intParam(context.params.id, 'project id')
    const body = await readJson(context.request, taskRequestSchema)
    return taskView(await createTask(projectId, body, callerOf(context)))
  }),

  route.put(apiPaths.tasks.detail(':id'), async (context) => {
    const id = intParam(context.params.id, 'task id')
    const task = getTask(id)
    const body = await readJson(context.request, taskRequestSchema)
    checkIfMatch(context.request, task, 'task', () => taskView(task))
    return taskView(await updateTask(id, body, callerOf(context)))
  }),

  route.delete(apiPaths.tasks.detail(':id'), (context) => {
    const id = intParam(context.params.id, 'task id')
    getTask(id)
    deleteTaskEverywhere(id, callerOf(context))
  }),

  route.patch(`/staff/tasks/:id/status`, async (context) => {
    const id = intParam(context.params.id, 'task id')
    getTask(id)
    const status = parseStatus(context.url.searchParams.get('status'))
    return taskView(await setTaskStatus(id, status, callerOf(context)))
  }),

  route.patch(`/staff/tasks/:id/assign`, async (context) => {
    const id = intParam(context.params.id, 'task id')
    getTask(id)
    const userId = intParam(context.url.searchParams.get('userId'), 'userId')
    return taskView(await assignTask(id, userId, callerOf(context)))
  }),

  route.put(apiPaths.tasks.position(':id'), async (context) => {
    const id = intParam(context.params.id, 'task id')
    const task = getTask(id)
    const body = await readJson(context.request, taskMoveRequestSchema)
    checkIfMatch(context.request, task, 'task', () => taskView(task))
    return taskView(await moveTask(id, body, callerOf(context)))
  }),
]
