/** The toasts of bulk edits and undo (issue 19, ours: the SPEC has none for them). */
const tasks = (count: number) => (count === 1 ? '1 task' : `${count} tasks`)

export const TASK_BULK_MESSAGES = {
  /** The SPEC's delete toast, for one task. */
  deleted: (count: number) => (count === 1 ? 'Task deleted successfully' : `${tasks(count)} deleted`),
  updated: (count: number) => `${tasks(count)} updated`,
  restored: (count: number) => (count === 1 ? 'Task restored' : `${tasks(count)} restored`),
  changeUndone: 'Change undone',
  notUndone: (titles: readonly string[]) => `Some tasks changed since; not undone: ${titles.join(', ')}`,
  updateFailed: 'Failed to update tasks',
  deleteFailed: 'Failed to delete tasks',
  undoFailed: 'Could not undo',
  /** A delete's undo lives 10 minutes on the server, and not across a reload of the demo. */
  undoExpired: 'Could not undo: it is too late to restore this',
  deleteTitle: (count: number) => (count === 1 ? 'Delete Task' : `Delete ${tasks(count)}?`),
  deleteConfirm: (count: number) => (count === 1 ? 'Are you sure you want to delete this task?' : `Are you sure you want to delete these ${tasks(count)}?`),
} as const
