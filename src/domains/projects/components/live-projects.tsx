import { useLiveProjects } from '../api/project-live'

/** Mounted once for a signed-in user: cached projects follow changes made elsewhere. */
export function LiveProjects() {
  useLiveProjects()
  return null
}
