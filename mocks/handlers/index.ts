import { HttpResponse, http } from 'msw'
import { apiUrl } from '@/lib/config'
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
export const endpointHandlers = [
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

/**
 * Any other call under the API base is answered like every error, `{ message }` JSON (an empty
 * 404 read as "Invalid JSON" or, from a static host, as HTML).
 */
const unknownPathHandler = http.all(apiUrl('/*'), ({ request }) =>
  HttpResponse.json({ message: `No endpoint ${request.method} ${new URL(request.url).pathname}`, code: 'NOT_FOUND' }, { status: 404 }),
)

/** What the in-browser server answers: its endpoints, then the unknown-path answer. */
export const handlers = [...endpointHandlers, unknownPathHandler]
