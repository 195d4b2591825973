import { authHandlers } from './auth'
import { chatHandlers } from './chat'
import { checklistTemplateHandlers } from './checklist-templates'
import { checklistHandlers } from './checklists'
import { commentHandlers } from './comments'
import { notificationHandlers } from './notifications'
import { projectHandlers } from './projects'
import { roleHandlers } from './roles'
import { taskHandlers } from './tasks'
import { userHandlers } from './users'

/** Every endpoint of the in-browser server (docs/api.md). */
export const handlers = [
  ...authHandlers,
  ...userHandlers,
  ...roleHandlers,
  ...projectHandlers,
  ...taskHandlers,
  ...commentHandlers,
  ...checklistTemplateHandlers,
  ...checklistHandlers,
  ...notificationHandlers,
  ...chatHandlers,
]
