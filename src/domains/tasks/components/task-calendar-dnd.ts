/**
 * How a task is dragged between days (issue 18): by mouse (after 6 px, so a click still opens the
 * task), by touch (after a 250 ms press, so a swipe still scrolls) and by keyboard (Space picks the
 * task up, arrows move it a day, up and down a week, down from the last week onto "No due date",
 * Space drops, Escape cancels). Dropped on "No due date", a task loses its due date. The keyboard
 * moves from day to day by date, not by pixels: the day it is over is kept here and the collision
 * check answers with it, so the move works the same at any layout (and in tests, which have none).
 */
import {
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  type ScreenReaderInstructions,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { Task } from '@/contract/schemas'
import { addDays, longDay } from '../utils/calendar-days'

const STEPS: Partial<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }

/** The "No due date" strip's drop id: a task dropped there loses its due date. */
export const UNDATED = 'undated'

/** Whether `place` (a day or UNDATED) is where the task already is. */
export const isTaskPlace = (task: Pick<Task, 'dueDate'>, place: string) => (place === UNDATED ? task.dueDate === null : place === task.dueDate)

export const CALENDAR_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move this task to another day, press Space. The arrow keys move it a day, up and down a week; down from the last week reaches No due date. Press Space again to drop it there, or Escape to cancel.',
}

/** The task a drag carries. */
export function draggedTask(data: { current?: Record<string, unknown> } | undefined): Task | undefined {
  const task = data?.current?.task
  return task && typeof task === 'object' ? (task as Task) : undefined
}

/** Whether the task may not be due on `day`: before its start (the form's rule, SPEC §5). */
export function refusedDay(task: Pick<Task, 'startDate'>, day: string): boolean {
  return day !== UNDATED && task.startDate !== null && day < task.startDate
}

/**
 * Where an arrow key takes a task from `from` (a shown day, the strip, or null: off screen): a
 * day on or a week up or down; from the strip or off screen onto `landing`; down from the last
 * week onto the strip. Null: nowhere (the task stays).
 */
export function nextPlace(from: string | null, step: number, shown: ReadonlySet<string>, landing: string): string | null {
  if (from === null || from === UNDATED) return landing
  const next = addDays(from, step)
  if (shown.has(next)) return next
  return step === 7 ? UNDATED : null
}

const dayOf = (id: unknown) => (typeof id === 'string' ? id : null)

export interface CalendarDragOptions {
  /** The days on screen, first to last: where the keyboard may take a task. */
  days: readonly string[]
  /** Where a task without a due date lands first when moved by keyboard. */
  today: string
  /** A drop on another day the task may be due on, or on "No due date" (null). */
  onMove: (task: Task, day: string | null) => void
  /** A drop on a day before the task starts. */
  onRefused: (task: Task) => void
}

export function useCalendarDrag({ days, today, onMove, onRefused }: CalendarDragOptions) {
  const [active, setActive] = useState<Task | null>(null)
  const [refocus, setRefocus] = useState<{ id: number; place: string } | null>(null)
  const target = useRef<string | null>(null)
  const shownDays = useMemo<ReadonlySet<string>>(() => new Set(days), [days])
  const landingDay = shownDays.has(today) ? today : (days[0] ?? today)
  // The sensor's callbacks read the days on screen when a key is pressed, not when they were made.
  const shown = useRef(shownDays)
  const landing = useRef(landingDay)
  useLayoutEffect(() => {
    shown.current = shownDays
    landing.current = landingDay
  })

  const keyboardCoordinates = useCallback<KeyboardCoordinateGetter>((event, { context, currentCoordinates }) => {
    const step = STEPS[event.code]
    if (step === undefined) return undefined
    event.preventDefault()
    const from = target.current
    const next = nextPlace(from, step, shown.current, landing.current)
    if (next === null) return undefined
    target.current = next
    const fromRect = from === null ? context.collisionRect : context.droppableRects.get(from)
    const toRect = context.droppableRects.get(next)
    if (fromRect && toRect && (fromRect.left !== toRect.left || fromRect.top !== toRect.top)) {
      return { x: currentCoordinates.x + toRect.left - fromRect.left, y: currentCoordinates.y + toRect.top - fromRect.top }
    }
    // No layout to follow: any change of coordinates has dnd-kit ask the collision check again.
    return { x: currentCoordinates.x + Math.sign(step), y: currentCoordinates.y }
  }, [])

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates, keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] } }),
  )

  const collisionDetection = useCallback<CollisionDetection>((args) => {
    if (args.pointerCoordinates) {
      const under = pointerWithin(args)
      return under.length > 0 ? under : rectIntersection(args)
    }
    const day = target.current
    return day !== null && args.droppableContainers.some((container) => container.id === day) ? [{ id: day }] : []
  }, [])

  const onDragStart = useCallback(({ active: started }: DragStartEvent) => {
    const task = draggedTask(started.data)
    setActive(task ?? null)
    target.current = task?.dueDate ? (shown.current.has(task.dueDate) ? task.dueDate : null) : UNDATED
  }, [])

  /**
   * Where a drop lands. A keyboard drop lands on the day the keys chose, even when Space follows
   * an arrow before dnd-kit has re-checked what the task is over (its `over` is a render behind).
   * Announcements hear of a drop after this has decided it, and read it from `dropped`.
   */
  const dropped = useRef<string | null>(null)
  const onDragEnd = useCallback(
    ({ active: ended, activatorEvent, over }: DragEndEvent) => {
      setActive(null)
      const task = draggedTask(ended.data)
      const day = activatorEvent instanceof KeyboardEvent && target.current !== null ? target.current : dayOf(over?.id)
      dropped.current = day
      target.current = null
      if (!task || day === null || isTaskPlace(task, day)) return
      if (refusedDay(task, day)) return onRefused(task)
      onMove(task, day === UNDATED ? null : day)
      // The chip moves to another day's list (a new element): keyboard focus follows it there.
      if (activatorEvent instanceof KeyboardEvent) setRefocus({ id: task.id, place: day })
    },
    [onMove, onRefused],
  )
  const droppedDay = useCallback(() => dropped.current, [])

  const onDragCancel = useCallback(() => {
    setActive(null)
    target.current = null
  }, [])

  const refocused = useCallback(() => setRefocus(null), [])

  return { active, sensors, collisionDetection, onDragStart, onDragEnd, onDragCancel, droppedDay, refocus, refocused }
}

const titleOf = (data: { current?: Record<string, unknown> } | undefined) => draggedTask(data)?.title ?? 'task'

/**
 * What screen readers hear: the task and the day, in words. The task starts over its own day,
 * which is not news: saying so would cut off "Picked up".
 */
export function useCalendarAnnouncements(droppedDay: () => string | null): Announcements {
  const starting = useRef(false)
  return useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => {
        starting.current = true
        const task = draggedTask(active.data)
        const where = task?.dueDate ? `It is due ${longDay(task.dueDate)}.` : 'It has no due date.'
        return `Picked up task ${titleOf(active.data)}. ${where}`
      },
      onDragOver: ({ active, over }) => {
        const day = dayOf(over?.id)
        const first = starting.current
        starting.current = false
        const task = draggedTask(active.data)
        if (first && day !== null && task && isTaskPlace(task, day)) return undefined
        if (day === null) return `Task ${titleOf(active.data)} is no longer over a day.`
        return day === UNDATED ? `Task ${titleOf(active.data)} is over No due date.` : `Task ${titleOf(active.data)} is over ${longDay(day)}.`
      },
      onDragEnd: ({ active }) => {
        const task = draggedTask(active.data)
        const day = droppedDay()
        const title = titleOf(active.data)
        if (!task || day === null || isTaskPlace(task, day)) return `Task ${title} was dropped where it was.`
        if (refusedDay(task, day)) return `Task ${title} cannot be due before it starts; it stays where it was.`
        return day === UNDATED ? `Task ${title} no longer has a due date.` : `Task ${title} moved to ${longDay(day)}.`
      },
      onDragCancel: ({ active }) => `Moving task ${titleOf(active.data)} was cancelled.`,
    }),
    [droppedDay],
  )
}
