import { http, HttpResponse } from 'msw'
import { server } from '../../mocks/node'
import { apiUrl } from '@/lib/config'

/**
 * Holds every matching request until the test calls `release()`: the way to see a screen while a
 * save or a refetch is on its way. Released, it fails with a 500 when `fail` is set, or else lets
 * the mock's own handler answer.
 */
export function hold(method: 'get' | 'put' | 'patch', path: string, { fail = false } = {}) {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  const state = { requested: false, release }
  server.use(
    http[method](apiUrl(path), async () => {
      state.requested = true
      await released
      return fail ? HttpResponse.json({ message: 'no' }, { status: 500 }) : undefined
    }),
  )
  return state
}
