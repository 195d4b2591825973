/**
 * The in-browser server's endpoints behind one msw handler (issue 13). msw tries its handlers in
 * turn and, for each, parses the URL and the cookies and compiles the handler's path pattern: with
 * one handler per endpoint a call paid that up to 62 times on the page's main thread, and building
 * 62 handlers (each records its call site from an Error's stack) weighed on the server's start.
 * Here msw matches once, on the API base, and the endpoint is found by method and path segments,
 * in the order the endpoints are listed (the first match wins, as with msw's own handlers).
 */
import { HttpResponse, http, type HttpHandler, type PathParams } from 'msw'
import { apiUrl, config } from '@/lib/config'
import { nextTask } from '@/lib/next-task'

/** One endpoint: method, contract path relative to the API base (`:name` parameters) and its answer. */
export interface Route {
  method: string
  path: string
  answer: (request: Request, params: PathParams) => Promise<Response>
}

/** A path's segments; `:name` ones are parameters. */
const segmentsOf = (path: string): string[] => path.replace(/^\/+|\/+$/g, '').split('/')

interface CompiledRoute {
  route: Route
  segments: string[]
}

/** The parameters of `path` for `route`'s segments, or null when it does not match. */
function matchSegments(segments: readonly string[], path: readonly string[]): PathParams | null {
  if (segments.length !== path.length) return null
  const params: Record<string, string> = {}
  for (let index = 0; index < segments.length; index += 1) {
    const expected = segments[index]
    const actual = path[index]
    if (expected.startsWith(':')) {
      if (actual === '') return null
      try {
        params[expected.slice(1)] = decodeURIComponent(actual)
      } catch {
        return null
      }
    } else if (expected !== actual) return null
  }
  return params
}

/** The API base's own path (`/api`, or that of an absolute base), without a trailing slash. */
const basePathname = () => new URL(config.apiBaseUrl, 'http://base.invalid').pathname.replace(/\/+$/, '')

/**
 * One msw handler for every call under the API base: the first listed route that matches the
 * method and path answers; any other call gets the `{ message }` 404 every error has (an empty 404
 * would read as "Invalid JSON", or as HTML from a static host).
 */
export function apiRouter(routes: readonly Route[]): HttpHandler {
  const byMethod = new Map<string, CompiledRoute[]>()
  for (const route of routes) {
    const list = byMethod.get(route.method) ?? []
    list.push({ route, segments: segmentsOf(route.path) })
    byMethod.set(route.method, list)
  }
  const base = basePathname()
  return http.all(apiUrl('/*'), async ({ request }) => {
    // Each call is answered in a task of its own: the app's first calls arrive together, and were
    // answered in one long task on the page's main thread (issue 13: Total Blocking Time).
    await nextTask()
    const { pathname } = new URL(request.url)
    // A trailing slash is optional, as in msw's patterns.
    const path = segmentsOf(pathname.slice(base.length))
    for (const { route, segments } of byMethod.get(request.method) ?? []) {
      const params = matchSegments(segments, path)
      if (params) return route.answer(request, params)
    }
    return HttpResponse.json({ message: `No endpoint ${request.method} ${pathname}`, code: 'NOT_FOUND' }, { status: 404 })
  })
}
