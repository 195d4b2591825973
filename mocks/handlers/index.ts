import { authHandlers } from './auth'
import { projectHandlers } from './projects'
import { roleHandlers } from './roles'
import { taskHandlers } from './tasks'
import { userHandlers } from './users'

/** Every endpoint of the in-browser server (docs/api.md). */
export const handlers = [...authHandlers, ...userHandlers, ...roleHandlers, ...projectHandlers, ...taskHandlers]
