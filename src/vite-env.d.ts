/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the contract is served; default `/api`. May be absolute (`https://host/api`). */
  readonly VITE_API_BASE_URL?: string
  /** `off` turns the in-browser server off; anything else (or nothing) keeps it on. */
  readonly VITE_API_MOCKS?: string
  /** Mock latency in ms, or `off`/`realistic`/`slow`; tests set `0`. */
  readonly VITE_MOCK_LATENCY?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

/** msw's page client for browsers with service workers (vite.msw.ts, mocks/msw-service-worker-only.ts). */
declare module 'virtual:msw-service-worker-only' {
  export { setupWorker } from 'msw/browser'
}
