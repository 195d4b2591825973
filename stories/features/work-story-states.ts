import { delay, HttpResponse, http } from 'msw'
import { apiUrl } from '@/lib/config'

/** msw handlers for the loading, empty and error states of the projects and tasks screens. */
export const never = (path: string) => http.get(apiUrl(path), async () => {
  await delay('infinite')
  return HttpResponse.json([])
})
export const empty = (path: string) => http.get(apiUrl(path), () => HttpResponse.json([]))
export const failing = (path: string) => http.get(apiUrl(path), () => HttpResponse.json({ message: 'Simulated failure' }, { status: 500 }))
export const phone = { viewport: { value: 'phone', isRotated: false } }
export const tablet = { viewport: { value: 'tablet', isRotated: false } }
