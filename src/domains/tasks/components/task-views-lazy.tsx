import { type ComponentProps, lazy, Suspense } from 'react'
import { SectionLoader } from '@/components/feedback/section-loader'
import type { TaskBoard } from './task-board'
import type { TaskCalendar } from './task-calendar'

// The board and the calendar (with @dnd-kit and the virtualiser) load when first shown, not with
// every app screen: they would otherwise join the chunk the dashboard loads (issue 13 budget).
const Board = lazy(() => import('./task-board').then((module) => ({ default: module.TaskBoard })))
const Calendar = lazy(() => import('./task-calendar').then((module) => ({ default: module.TaskCalendar })))

/** The board, loaded on first use. */
export function LazyTaskBoard(props: ComponentProps<typeof TaskBoard>) {
  return (
    <Suspense fallback={<SectionLoader label="Loading board" />}>
      <Board {...props} />
    </Suspense>
  )
}

/** The calendar, loaded on first use. */
export function LazyTaskCalendar(props: ComponentProps<typeof TaskCalendar>) {
  return (
    <Suspense fallback={<SectionLoader label="Loading calendar" />}>
      <Calendar {...props} />
    </Suspense>
  )
}
