import { ROUTE_NAMES, type StaticRoutePath } from './route-meta'

export const APP_TITLE = 'Taskhive'

/** A document title: "Tasks · Taskhive". */
export function pageTitle(name: string): string {
  return `${name} · ${APP_TITLE}`
}

/** A route's `head` option that titles the document. */
export function titleHead(name: string) {
  return () => ({ meta: [{ title: pageTitle(name) }] })
}

/** The `head` of a route without parameters: its title from ROUTE_NAMES, as its built page has it. */
export function routeHead(path: StaticRoutePath) {
  return titleHead(ROUTE_NAMES[path])
}

export interface TitledMatch {
  status: string
  _notFound?: boolean
  meta?: ({ title?: string } | undefined)[]
}

/**
 * The document title from the matched routes' `head`: the deepest title up to the match that
 * shows a not-found page; an unknown path ('_notFound' on its boundary) is 'Page not found'.
 */
export function titleOfMatches(matches: readonly TitledMatch[]): string {
  let title = APP_TITLE
  for (const match of matches) {
    if (match._notFound) return pageTitle('Page not found')
    title = match.meta?.findLast((meta) => meta?.title)?.title ?? title
    if (match.status === 'notFound') break
  }
  return title
}
