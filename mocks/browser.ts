import type { SetupWorker } from 'msw/browser'
import { setupWorker } from 'virtual:msw-service-worker-only'
import { handlers } from './handlers'

export type DemoWorker = Pick<SetupWorker, 'start' | 'stop'>

/**
 * Where the browser has no service workers (a page served over plain http from another machine,
 * some private windows), msw answers from inside the page: its whole client, loaded only there.
 */
function inPageWorker(): DemoWorker {
  let loaded: Promise<SetupWorker> | null = null
  const load = () => (loaded ??= import('msw/browser').then((msw) => msw.setupWorker(...handlers)))
  return {
    start: async (options) => (await load()).start(options),
    stop: () => void load().then((worker) => worker.stop()),
  }
}

/** msw's own test (`supportsServiceWorker`): the client cut for service workers throws without them. */
const serviceWorkers = 'serviceWorker' in navigator && location.protocol !== 'file:'

export const worker: DemoWorker = serviceWorkers ? setupWorker(...handlers) : inPageWorker()
