import { describe, expect, it } from 'vitest'
import { isApiRequest } from './unhandled-request'

const origin = 'http://localhost:5173'

describe('isApiRequest (msw onUnhandledRequest)', () => {
  it('warns for calls under the API base', () => {
    expect(isApiRequest(`${origin}/api/staff/tasks`, '/api', origin)).toBe(true)
    expect(isApiRequest(`${origin}/taskhive/api/auth/me`, '/taskhive/api', origin)).toBe(true)
    expect(isApiRequest('https://tasks.example.com/api/staff/tasks', 'https://tasks.example.com/api', origin)).toBe(true)
  })

  it('lets the dev server’s modules and assets pass silently, even under an `api` folder', () => {
    expect(isApiRequest(`${origin}/src/domains/tasks/api/task-queries.ts`, '/api', origin)).toBe(false)
    expect(isApiRequest(`${origin}/src/features/api/x.ts?t=1`, '/api', origin)).toBe(false)
    expect(isApiRequest(`${origin}/assets/index.js`, '/api', origin)).toBe(false)
    expect(isApiRequest(`${origin}/apiary`, '/api', origin)).toBe(false)
    expect(isApiRequest('https://fonts.example.com/api/font.woff2', '/api', origin)).toBe(false)
  })
})
