/**
 * When the backend can be called. With mocking on, the in-browser server starts on first need
 * (so marketing pages never download it) and every call waits for it (check M-03: no request may
 * reach the network before the worker is active). With a real backend there is nothing to wait for.
 */
type Starter = () => Promise<void>

let starter: Starter | null = null
let ready: Promise<void> | null = null

export function configureBackend(start: Starter | null): void {
  starter = start
  ready = null
}

/** Resolves once the backend can answer; starts it on the first call. */
export function whenBackendReady(): Promise<void> {
  if (!starter) return Promise.resolve()
  ready ??= starter()
  return ready
}

/** Marketing pages that need no backend (SPEC §2 "Public"). */
const MARKETING_PATHS = new Set(['/', '/features', '/about', '/documentation', '/pricing', '/checkout'])

/** Whether a path (without the base path) can render before the backend is up. */
export function isMarketingPath(pathname: string): boolean {
  return MARKETING_PATHS.has(pathname.replace(/\/+$/, '') || '/')
}
