import { useDroppable } from '@dnd-kit/core'
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { VisuallyHidden } from '@mantine/core'
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual'
import { memo, useCallback, useMemo, useRef } from 'react'
import type { Task, TaskStatus } from '@/contract/schemas'
import { columnDropId } from '../utils/board-order'
import { TASK_STATUS_LABELS } from '../utils/task-meta'
import { TaskBoardCard } from './task-board-card'
import classes from './task-board.module.css'

/**
 * A card's height before it is measured: a two-line title, its badge, due date and assignee, as
 * most cards are at a desktop column's width. Cards settle to their own height, but an estimate
 * near it mounts about the cards the column shows, not a third more that the next render drops.
 */
const ESTIMATED_CARD_PX = 136

/**
 * The scroller's height before it is measured, as `.scroller` sets it: min(70vh, 640px). The first
 * render mounts the cards in view from it, instead of none then the rest a render later.
 */
function scrollerHeightPx(): number {
  return typeof window === 'undefined' ? 0 : Math.min(window.innerHeight * 0.7, 640)
}

export interface TaskBoardColumnProps {
  status: TaskStatus
  tasks: Task[]
  /** The dragged task's id, kept mounted while it is dragged even when scrolled away. */
  activeId: number | null
  /** A card from another column is over this one. */
  over: boolean
  /** The card a card from another column would land above. */
  dropBeforeId: number | null
  headingLevel: 2 | 3
}

/**
 * One status column: its heading and count, then its cards in a list that scrolls on its own and
 * mounts only the cards in view (and a few around them), so 5,000 tasks stay smooth.
 */
export const TaskBoardColumn = memo(TaskBoardColumnView)

function TaskBoardColumnView({ status, tasks, activeId, over, dropBeforeId, headingLevel }: TaskBoardColumnProps) {
  const label = TASK_STATUS_LABELS[status]
  const headingId = `board-column-${status}`
  const scrollRef = useRef<HTMLDivElement | null>(null)
  const { setNodeRef } = useDroppable({ id: columnDropId(status) })
  const setScroller = useCallback(
    (node: HTMLDivElement | null) => {
      scrollRef.current = node
      setNodeRef(node)
    },
    [setNodeRef],
  )
  const ids = useMemo(() => tasks.map((task) => task.id), [tasks])
  const activeIndex = activeId === null ? -1 : ids.indexOf(activeId)
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range)
      return activeIndex === -1 || indexes.includes(activeIndex) ? indexes : [...indexes, activeIndex].sort((a, b) => a - b)
    },
    [activeIndex],
  )
  const virtualizer = useVirtualizer({
    count: tasks.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_CARD_PX,
    initialRect: { width: 0, height: scrollerHeightPx() },
    getItemKey: (index) => tasks[index]?.id ?? index,
    overscan: 2,
    rangeExtractor,
  })
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section className={classes.column} aria-labelledby={headingId} data-over={over || undefined} data-status={status}>
      <div className={classes.header}>
        <Heading id={headingId} className={classes.heading}>
          {label}
        </Heading>
        <span className={classes.count} data-testid="column-count">
          {tasks.length}
          <VisuallyHidden>{tasks.length === 1 ? ' task' : ' tasks'}</VisuallyHidden>
        </span>
      </div>
      <div ref={setScroller} className={classes.scroller} role={tasks.length === 0 ? undefined : 'list'} aria-labelledby={tasks.length === 0 ? undefined : headingId}>
        {tasks.length === 0 ? (
          <p className={classes.empty}>No tasks</p>
        ) : (
          <SortableContext id={status} items={ids} strategy={verticalListSortingStrategy}>
            <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {virtualizer.getVirtualItems().map((item) => {
                const task = tasks[item.index]
                if (!task) return null
                return (
                  <div
                    key={item.key}
                    ref={virtualizer.measureElement}
                    data-index={item.index}
                    className={classes.slot}
                    style={{ top: item.start }}
                    role="listitem"
                    aria-setsize={tasks.length}
                    aria-posinset={item.index + 1}
                  >
                    <TaskBoardCard task={task} dropBefore={task.id === dropBeforeId} />
                  </div>
                )
              })}
            </div>
          </SortableContext>
        )}
      </div>
    </section>
  )
}
