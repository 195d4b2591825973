import type { Task } from '@/contract/schemas'
import classes from './task-select-box.module.css'

export interface TaskSelectBoxProps {
  task: Task
  selected: boolean
  /** `range`: shift-click, from the last task toggled to this one. */
  onSelect: (task: Task, range: boolean) => void
  className?: string
}

/** A task's bulk-selection checkbox (issue 19), the same on cards and rows. */
export function TaskSelectBox({ task, selected, onSelect, className }: TaskSelectBoxProps) {
  return (
    <input
      type="checkbox"
      className={className ? `${classes.box} ${className}` : classes.box}
      aria-label={`Select ${task.title}`}
      checked={selected}
      onChange={(event) => onSelect(task, event.nativeEvent instanceof MouseEvent && event.nativeEvent.shiftKey)}
    />
  )
}
