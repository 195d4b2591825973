/** Build-time configuration. Everything that differs between the demo and a real backend is here. */
const rawBase = import.meta.env.VITE_API_BASE_URL?.trim() || '/api'


export const config = {
  /** API base without a trailing slash, e.g. `/api` or `https://tasks.example.com/api`. */
  apiBaseUrl: rawBase.replace(/\/+$/, ''),
  /** The in-browser server is on unless the build says `VITE_API_MOCKS=off` (main.tsx starts it). */
  mocksEnabled: import.meta.env.VITE_API_MOCKS !== 'off',
  /** Where the app is hosted (`/`, or a sub-path like `/taskhive/`). */
  basePath: import.meta.env.BASE_URL,
} as const

/** The URL of a contract path, e.g. `apiUrl('/staff/tasks')`. */
export function apiUrl(path: string): string {
  return `${config.apiBaseUrl}${path}`
}

/** The WebSocket URL for a contract path: ws(s) on the page's host when the base is relative. */
export function socketUrl(path: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const http = /^https?:\/\//.test(config.apiBaseUrl)
    ? new URL(apiUrl(path))
    : new URL(apiUrl(path), `${location.protocol}//${location.host}`)
  http.protocol = http.protocol === 'https:' ? 'wss:' : 'ws:'
  return http.toString()
}
