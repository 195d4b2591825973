import {
  type ClientRect,
  closestCorners,
  DndContext,
  type DragCancelEvent,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import { useCallback, useMemo, useRef, useState } from 'react'
import { type Task, TASK_STATUSES, type TaskStatus } from '@/contract/schemas'
import { afterPaint } from '@/lib/after-paint'
import type { TaskMove } from '../api/task-mutations'
import { boardColumns, isMove, placementAt, spotFor, spotOf, withTaskMoved } from '../utils/board-order'
import { BOARD_INSTRUCTIONS, useBoardAnnouncements } from './task-board-announcements'
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

/** A mouse or touch drop glides into place; a keyboard drop has already moved the card there. */
const DROP_ANIMATION = { duration: 150 }

/**
 * After a keyboard drag, focus goes back to the card's move button, as dnd-kit would do itself,
 * but once the drop has painted: its own restore runs in the drop's frame and makes it lay out
 * the page again before that paint.
 */
function focusMoveButtonAfterPaint(board: HTMLElement | null, id: UniqueIdentifier) {
  afterPaint(() => {
    const button = board?.querySelector<HTMLButtonElement>(`[data-task-id="${String(id)}"] button`)
    if (button && document.activeElement !== button) button.focus()
  })
}

const shifted = (rect: ClientRect, dx: number, dy: number): ClientRect => ({ ...rect, top: rect.top + dy, bottom: rect.bottom + dy, left: rect.left + dx, right: rect.right + dx })

/**
 * The sortable keyboard moves, remembering what each key press moved the card over. dnd-kit
 * works out `over` a render later, so a Space pressed right after an arrow would drop the card
 * where it was; the drop uses what the keys chose instead.
 */
function useKeyboardTarget() {
  const target = useRef<UniqueIdentifier | null>(null)
  const coordinates = useCallback<KeyboardCoordinateGetter>((event, args) => {
    const next = sortableKeyboardCoordinates(event, args)
    const { active, collisionRect, droppableRects, droppableContainers } = args.context
    if (next && active && collisionRect) {
      const rect = shifted(collisionRect, next.x - args.currentCoordinates.x, next.y - args.currentCoordinates.y)
      const collisions = closestCorners({ active, collisionRect: rect, droppableRects, droppableContainers: droppableContainers.getEnabled(), pointerCoordinates: null })
      target.current = collisions[0]?.id ?? target.current
    }
    return next
  }, [])
  const reset = useCallback(() => {
    target.current = null
  }, [])
  const chosen = useCallback(() => target.current, [])
  return { coordinates, reset, chosen }
}

/**
 * The board (issue 18): a column per status, cards dragged between and within them by mouse,
 * touch or keyboard, each move announced to screen readers with the task and its new place.
 */
export function TaskBoard({ tasks, onMove, headingLevel = 3 }: TaskBoardProps) {
  const [dropped, setDropped] = useState<Dropped | null>(null)
  const sorted = useMemo(() => boardColumns(tasks), [tasks])
  const given = useMemo(() => new Map(tasks.map((task) => [task.id, task])), [tasks])
  const moved = useMemo(() => {
    const task = dropped && dropped.tasks === tasks ? given.get(dropped.id) : undefined
    return dropped && task ? { ...task, status: dropped.status, position: dropped.position } : null
  }, [tasks, given, dropped])
  const columns = useMemo(() => (moved ? withTaskMoved(sorted, moved) : sorted), [sorted, moved])
  const byId = useMemo(() => (moved ? new Map(given).set(moved.id, moved) : given), [given, moved])

  const [activeId, setActiveId] = useState<number | null>(null)
  const [keyboardDrag, setKeyboardDrag] = useState(false)
  const boardRef = useRef<HTMLDivElement>(null)
  const [overId, setOverId] = useState<UniqueIdentifier | null>(null)
  const { coordinates: keyboardCoordinates, reset: resetKeyboardTarget, chosen: keyboardTarget } = useKeyboardTarget()
  /** Where the last drop landed: announcements hear of a drop after onDragEnd has decided it. */
  const droppedOver = useRef<UniqueIdentifier | null>(null)
  const landed = useCallback(() => droppedOver.current, [])

  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click still opens the card's link.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A short press on touch screens, so a swipe still scrolls the column or the board.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  )
  const titleOf = useCallback((id: UniqueIdentifier) => byId.get(Number(id))?.title ?? 'task', [byId])
  const announcements = useBoardAnnouncements(columns, titleOf, landed)
  const accessibility = useMemo(() => ({ screenReaderInstructions: BOARD_INSTRUCTIONS, announcements, restoreFocus: false }), [announcements])

  const onDragStart = useCallback(({ active, activatorEvent }: DragStartEvent) => {
    resetKeyboardTarget()
    setActiveId(Number(active.id))
    setOverId(active.id)
    setKeyboardDrag(activatorEvent instanceof KeyboardEvent)
  }, [resetKeyboardTarget])
  const onDragOver = useCallback(({ over }: DragOverEvent) => setOverId(over?.id ?? null), [])
  const onDragCancel = useCallback(({ active, activatorEvent }: DragCancelEvent) => {
    setActiveId(null)
    setOverId(null)
    if (activatorEvent instanceof KeyboardEvent) focusMoveButtonAfterPaint(boardRef.current, active.id)
  }, [])
  const onDragEnd = useCallback(
    ({ active, activatorEvent, over }: DragEndEvent) => {
      setActiveId(null)
      setOverId(null)
      const byKeyboard = activatorEvent instanceof KeyboardEvent
      if (byKeyboard) focusMoveButtonAfterPaint(boardRef.current, active.id)
      const chosen = byKeyboard ? keyboardTarget() : null
      const at = chosen ?? over?.id ?? null
      droppedOver.current = at
      const task = byId.get(Number(active.id))
      const from = spotOf(columns, active.id)
      const to = at === null ? null : spotFor(columns, active.id, at)
      if (!task || !from || !to || !isMove(from, to)) return
      const { beforeId, position } = placementAt(columns, task, to)
      setDropped({ tasks, id: task.id, status: to.status, position })
      // The card shows in its new place at once; the save (and its cache writes) waits for that paint.
      afterPaint(() => onMove({ task, status: to.status, beforeId, position }))
    },
    [byId, columns, tasks, onMove, keyboardTarget],
  )

  const active = activeId === null ? undefined : byId.get(activeId)
  const overSpot = activeId !== null && overId !== null ? spotFor(columns, activeId, overId) : null
  const crossing = overSpot && active && overSpot.status !== active.status ? overSpot : null
  const dropBeforeId = crossing ? (columns[crossing.status][crossing.index]?.id ?? null) : null

  return (
    <DndContext sensors={sensors} collisionDetection={closestCorners} accessibility={accessibility} onDragStart={onDragStart} onDragOver={onDragOver} onDragEnd={onDragEnd} onDragCancel={onDragCancel}>
      {/* Focusable, so a keyboard can scroll the columns sideways on a phone even when they are empty. */}
      <div ref={boardRef} className={classes.board} data-testid="task-board" role="region" aria-label="Task board" tabIndex={0}>
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
      <DragOverlay dropAnimation={keyboardDrag ? null : DROP_ANIMATION}>{active ? <TaskBoardCardView task={active} className={classes.overlay} inert /> : null}</DragOverlay>
    </DndContext>
  )
}
