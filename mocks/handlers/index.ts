import { apiRouter } from '../router'
import { authRoutes } from './auth'
import { chatRoutes } from './chat'
import { checklistTemplateRoutes } from './checklist-templates'
import { checklistRoutes } from './checklists'
import { commentRoutes } from './comments'
import { notificationRoutes } from './notifications'
import { projectRoutes } from './projects'
import { roleRoutes } from './roles'
import { taskRoutes } from './tasks'
import { userRoutes } from './users'

/** Every endpoint of the in-browser server (docs/api.md). */
export const endpointRoutes = [
  ...authRoutes,
  ...userRoutes,
  ...roleRoutes,
  ...projectRoutes,
  ...taskRoutes,
  ...commentRoutes,
  ...checklistTemplateRoutes,
  ...checklistRoutes,
  ...notificationRoutes,
  ...chatRoutes,
]

/** What the in-browser server answers: one msw handler over every endpoint (router.ts). */
export const handlers = [apiRouter(endpointRoutes)]
