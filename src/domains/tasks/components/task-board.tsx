import type { Task } from '@/contract/schemas'

/** Scaffold: the board view (issue 18 item 2) replaces this. */
export function TaskBoard({ tasks }: { tasks: Task[] }) {
  return <p>{tasks.length} tasks</p>
}
