import { apiPaths } from '@/contract/paths'
import { projectRequestSchema } from '@/contract/schemas'
import { db, findById } from '../db'
import { callerOf, intParam, readJson, route } from '../http'
import { getProject, getUser } from '../records'
import { byId } from '../order'
import { deleteProjectEverywhere } from '../services/cascade'
import { addProjectMember, createProject, updateProject } from '../services/projects'
import { projectView, taskLookups, taskView, userViewFor } from '../views'
import { checkIfMatch } from '../versions'
import { readableTasks, requireProjectDelete, requireProjectEdit } from '../access'

export const projectRoutes = [
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
    const body = await readJson(context.request, projectRequestSchema)
    return projectView(await createProject(body, callerOf(context)))
  }),

  route.put(apiPaths.projects.detail(':id'), async (context) => {
    const id = intParam(context.params.id, 'project id')
    const project = getProject(id)
    requireProjectEdit(callerOf(context), project)
    const body = await readJson(context.request, projectRequestSchema)
    checkIfMatch(context.request, project, 'project', () => projectView(project))
    return projectView(await updateProject(id, body, callerOf(context)))
  }),

  route.delete(apiPaths.projects.detail(':id'), async (context) => {
    const id = intParam(context.params.id, 'project id')
    getProject(id)
    requireProjectDelete(callerOf(context))
    await deleteProjectEverywhere(id, callerOf(context))
  }),

  route.get(apiPaths.projects.members(':id'), (context) => {
    const project = getProject(intParam(context.params.id, 'project id'))
    const caller = callerOf(context)
    return project.memberIds
      .map((userId) => findById('users', userId))
      .filter((user) => user !== undefined)
      .map((user) => userViewFor(user, caller))
  }),

  route.post(apiPaths.projects.addMember(':id', ':userId'), async (context) => {
    const id = intParam(context.params.id, 'project id')
    const userId = intParam(context.params.userId, 'user id')
    requireProjectEdit(callerOf(context), getProject(id))
    return projectView(await addProjectMember(id, userId, callerOf(context)))
  }),

  route.get(apiPaths.projects.tasks(':id'), (context) => {
    const id = intParam(context.params.id, 'project id')
    getProject(id)
    const lookups = taskLookups()
    return readableTasks(callerOf(context), db.tasks.all().filter((task) => task.projectId === id), lookups.projects)
      .sort(byId)
      .map((task) => taskView(task, lookups))
  }),
]
