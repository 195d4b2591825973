import { apiPaths } from '@/contract/paths'
import { projectRequestSchema } from '@/contract/schemas'
import { db } from '../db'
import { callerOf, intParam, readJson, route } from '../http'
import { byId, getProject, getUser } from '../records'
import { deleteProjectEverywhere } from '../services/cascade'
import { addProjectMember, createProject, updateProject } from '../services/projects'
import { projectView, taskLookups, taskView, userView } from '../views'
import { checkIfMatch } from '../versions'

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
    const body = await readJson(context.request, projectRequestSchema)
    return projectView(await createProject(body, callerOf(context)))
  }),

  route.put(apiPaths.projects.detail(':id'), async (context) => {
    const id = intParam(context.params.id, 'project id')
    const project = getProject(id)
    const body = await readJson(context.request, projectRequestSchema)
    checkIfMatch(context.request, project, 'project', () => projectView(project))
    return projectView(await updateProject(id, body, callerOf(context)))
  }),

  route.delete(apiPaths.projects.detail(':id'), async (context) => {
    const id = intParam(context.params.id, 'project id')
    getProject(id)
    await deleteProjectEverywhere(id, callerOf(context))
  }),

  route.get(apiPaths.projects.members(':id'), ({ params }) => {
    const project = getProject(intParam(params.id, 'project id'))
    return project.memberIds
      .map((userId) => db.users.findFirst((q) => q.where({ id: userId })))
      .filter((user) => user !== undefined)
      .map(userView)
  }),

  route.post(apiPaths.projects.addMember(':id', ':userId'), async (context) => {
    const id = intParam(context.params.id, 'project id')
    const userId = intParam(context.params.userId, 'user id')
    return projectView(await addProjectMember(id, userId, callerOf(context)))
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
