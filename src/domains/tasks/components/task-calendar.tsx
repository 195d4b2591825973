import type { Task } from '@/contract/schemas'

/** Scaffold: the calendar view (issue 18 item 3) replaces this. */
export function TaskCalendar({ tasks }: { tasks: Task[] }) {
  return <p>{tasks.length} tasks</p>
}
