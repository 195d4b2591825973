import { describe, expect, it } from 'vitest'
import { endpointRoutes } from '../../mocks/handlers'
import { endpoints } from './endpoints'

/** `GET /staff/tasks/{}`: method and path with parameter names left out (`:id` and `{id}` alike). */
const key = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/(:\w+|\{\w+\})/g, '{}')}`

function handlerKeys(): string[] {
  return endpointRoutes.map(({ method, path }) => {
    expect(path.startsWith('/'), `${path} is relative to the API base`).toBe(true)
    return key(method, path)
  })
}

describe('the endpoint table (src/contract/endpoints.ts)', () => {
  it('has an entry for every handler of the in-browser server, and a handler for every entry', () => {
    const served = handlerKeys()
    const listed = endpoints.map((endpoint) => key(endpoint.method, endpoint.path))
    expect(served.filter((route) => !listed.includes(route)), 'handlers missing from the endpoint table').toEqual([])
    expect(listed.filter((route) => !served.includes(route)), 'endpoints the in-browser server does not serve').toEqual([])
    expect(new Set(listed).size, 'one entry per method and path').toBe(listed.length)
  })

  it('names each operation once and each path parameter it uses', () => {
    expect(new Set(endpoints.map((endpoint) => endpoint.id)).size).toBe(endpoints.length)
    for (const endpoint of endpoints) {
      const inPath = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
      expect(Object.keys(endpoint.pathParams), `${endpoint.id} path parameters`).toEqual(inPath)
    }
  })
})
