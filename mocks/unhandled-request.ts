/**
 * Whether msw should warn about a request it has no handler for: only calls under the API base.
 * A plain substring test also matched the dev server's modules (`/src/domains/tasks/api/….ts`),
 * so the path must start with the base; same-origin assets and modules pass through silently.
 */
export function isApiRequest(url: string, apiBaseUrl: string, origin: string): boolean {
  const request = new URL(url, origin)
  const base = new URL(`${apiBaseUrl}/`, origin)
  return request.origin === base.origin && request.pathname.startsWith(base.pathname)
}
