import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core'
import { useMemo } from 'react'
import type { BoardColumns, BoardSpot } from '../utils/board-order'
import { spotFor, spotOf } from '../utils/board-order'
import { TASK_STATUS_LABELS } from '../utils/task-meta'

/** Read once when a card's move button gets focus (ours: the spec has no board). */
export const BOARD_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To pick up the task, press Space or Enter. Move it with the arrow keys: up and down within its column, left and right to another column. Press Space or Enter again to drop it, or Escape to cancel.',
}

const where = (spot: BoardSpot) => `${TASK_STATUS_LABELS[spot.status]}, position ${spot.index + 1} of ${spot.size}`

/**
 * What a screen reader hears while a card is dragged, naming the task and where it is: "Picked up
 * task X…", "Task X moved to In Review, position 2 of 5".
 */
function boardAnnouncements(
  columns: BoardColumns,
  titleOf: (id: UniqueIdentifier) => string,
  /** Where the drop landed, as the board decided it (dnd-kit's `over` can be a key press behind). */
  landed: () => UniqueIdentifier | null,
): Announcements {
  const at = (id: UniqueIdentifier) => spotOf(columns, id)
  const overSpot = (active: UniqueIdentifier, over: UniqueIdentifier | undefined) => (over === undefined ? null : spotFor(columns, active, over))
  // A drag starts over its own card: that is no move, and must not drown out "Picked up…".
  let starting = false
  return {
    onDragStart({ active }) {
      starting = true
      const spot = at(active.id)
      return spot ? `Picked up task ${titleOf(active.id)}. It is in ${where(spot)}.` : undefined
    },
    onDragOver({ active, over }) {
      const first = starting
      starting = false
      if (first && over?.id === active.id) return undefined
      const spot = overSpot(active.id, over?.id)
      return spot ? `Task ${titleOf(active.id)} moved to ${where(spot)}.` : `Task ${titleOf(active.id)} is no longer over a column.`
    },
    onDragEnd({ active }) {
      const spot = overSpot(active.id, landed() ?? undefined)
      return spot ? `Task ${titleOf(active.id)} dropped in ${where(spot)}.` : `Task ${titleOf(active.id)} was dropped where it was.`
    },
    onDragCancel({ active }) {
      const spot = at(active.id)
      return `Moving cancelled. Task ${titleOf(active.id)} stays in ${spot ? where(spot) : 'its column'}.`
    },
  }
}

/** The board's announcements, made again when the columns or titles change. */
export function useBoardAnnouncements(columns: BoardColumns, titleOf: (id: UniqueIdentifier) => string, landed: () => UniqueIdentifier | null): Announcements {
  return useMemo(() => boardAnnouncements(columns, titleOf, landed), [columns, titleOf, landed])
}
