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

/** Pages that call the backend only once the user submits a form. */
const FORM_FIRST_PATHS = new Set(['/signin', '/signup'])

const normalize = (pathname: string) => pathname.replace(/\/+$/, '') || '/'

/**
 * When a first visit to a path (without the base path) should start the backend: app screens just
 * after their first paint (the shell and the screen's heading need no data, and the server's chunk
 * and start-up would otherwise hold that paint back: issue 13); sign-in and sign-up as soon as the
 * user starts to interact, so the server is usually up by the time they submit without weighing on
 * first paint; marketing pages only when a call needs it. (A page the app's worker already controls
 * has the build cached and starts it at once instead of after the paint: main.tsx.)
 */
export function backendStartFor(pathname: string): 'after-first-paint' | 'on-interaction' | 'on-call' {
  const path = normalize(pathname)
  if (MARKETING_PATHS.has(path)) return 'on-call'
  return FORM_FIRST_PATHS.has(path) ? 'on-interaction' : 'after-first-paint'
}

/** Runs `start` once, on the first pointer, key or focus event anywhere in the page. */
export function onFirstInteraction(start: () => void): void {
  const events = ['pointerdown', 'keydown', 'focusin'] as const
  const run = () => {
    for (const event of events) window.removeEventListener(event, run, true)
    start()
  }
  for (const event of events) window.addEventListener(event, run, { capture: true, passive: true })
}
