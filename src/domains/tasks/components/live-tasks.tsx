import { useLiveTasks } from '../api/task-live'

/** Mounted once for a signed-in user: cached tasks follow changes made elsewhere. */
export function LiveTasks() {
  useLiveTasks()
  return null
}
