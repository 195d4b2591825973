import {
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import { useCallback, useMemo, useState } from 'react'
import { type Task, TASK_STATUSES, type TaskStatus } from '@/contract/schemas'
import { afterPaint } from '@/lib/after-paint'
import type { TaskMove } from '../api/task-mutations'
import { boardColumns, isMove, placementAt, spotFor, spotOf } from '../utils/board-order'
import { BOARD_INSTRUCTIONS, boardAnnouncements } from './task-board-announcements'
import { TaskBoardCardView } from './task-board-card'
import { TaskBoardColumn } from './task-board-column'
import classes from './task-board.module.css'

export interface TaskBoardProps {
  /** The tasks to show, in any order: the board sorts each column by position. */
  tasks: Task[]
  /** A card was dropped somewhere new; the caller saves it (optimistically) and toasts. */
  onMove: (move: TaskMove) => void
  /** The columns' heading level under the page's own (2 under the page title, 3 under a section's). */
  headingLevel?: 2 | 3
}

/** A drop shown at once, until the tasks given next include it (or roll it back). */
interface Dropped {
  tasks: Task[]
  id: number
  status: TaskStatus
  position: number
}

const DROP_ANIMATION = { duration: 150 }

/**
 * The board (issue 18): a column per status, cards dragged between and within them by mouse,
 * touch or keyboard, each move announced to screen readers with the task and its new place.
 */
export function TaskBoard({ tasks, onMove, headingLevel = 3 }: TaskBoardProps) {
  const [dropped, setDropped] = useState<Dropped | null>(null)
  const shown = useMemo(() => {
    if (!dropped || dropped.tasks !== tasks) return tasks
    return tasks.map((task) => (task.id === dropped.id ? { ...task, status: dropped.status, position: dropped.position } : task))
  }, [tasks, dropped])
  const columns = useMemo(() => boardColumns(shown), [shown])
  const byId = useMemo(() => new Map(shown.map((task) => [task.id, task])), [shown])

  const [activeId, setActiveId] = useState<number | null>(null)
  const [overId, setOverId] = useState<UniqueIdentifier | null>(null)

  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click still opens the card's link.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A short press on touch screens, so a swipe still scrolls the column or the board.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const accessibility = useMemo(
    () => ({
      screenReaderInstructions: BOARD_INSTRUCTIONS,
      announcements: boardAnnouncements(columns, (id) => byId.get(Number(id))?.title ?? 'task'),
    }),
    [columns, byId],
  )

  const onDragStart = useCallback(({ active }: DragStartEvent) => {
    setActiveId(Number(active.id))
    setOverId(active.id)
  }, [])
  const onDragOver = useCallback(({ over }: DragOverEvent) => setOverId(over?.id ?? null), [])
  const onDragCancel = useCallback(() => {
    setActiveId(null)
    setOverId(null)
  }, [])
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      setActiveId(null)
      setOverId(null)
      const task = byId.get(Number(active.id))
      const from = spotOf(columns, active.id)
      const to = over ? spotFor(columns, active.id, over.id) : null
      if (!task || !from || !to || !isMove(from, to)) return
      const { beforeId, position } = placementAt(columns, task, to)
      setDropped({ tasks, id: task.id, status: to.status, position })
      // The card shows in its new place at once; the save (and its cache writes) waits for that paint.
      afterPaint(() => onMove({ task, status: to.status, beforeId, position }))
    },
    [byId, columns, tasks, onMove],
  )

  const active = activeId === null ? undefined : byId.get(activeId)
  const overSpot = activeId !== null && overId !== null ? spotFor(columns, activeId, overId) : null
  const crossing = overSpot && active && overSpot.status !== active.status ? overSpot : null
  const dropBeforeId = crossing ? (columns[crossing.status][crossing.index]?.id ?? null) : null

  return (
    <DndContext sensors={sensors} collisionDetection={closestCorners} accessibility={accessibility} onDragStart={onDragStart} onDragOver={onDragOver} onDragEnd={onDragEnd} onDragCancel={onDragCancel}>
      {/* Focusable, so a keyboard can scroll the columns sideways on a phone even when they are empty. */}
      <div className={classes.board} data-testid="task-board" role="region" aria-label="Task board" tabIndex={0}>
        {TASK_STATUSES.map((status) => (
          <TaskBoardColumn
            key={status}
            status={status}
            tasks={columns[status]}
            activeId={active?.status === status ? active.id : null}
            over={crossing?.status === status}
            dropBeforeId={crossing?.status === status ? dropBeforeId : null}
            headingLevel={headingLevel}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={DROP_ANIMATION}>{active ? <TaskBoardCardView task={active} className={classes.overlay} inert /> : null}</DragOverlay>
    </DndContext>
  )
}
