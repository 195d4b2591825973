import { authHandlers } from './auth'

/** Every endpoint of the in-browser server (docs/api.md). */
export const handlers = [...authHandlers]
