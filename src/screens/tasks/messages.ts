/** The tasks screens' toasts, SPEC §8 "Tasks" word for word. */
export const TASK_MESSAGES = {
  fetchFailed: 'Failed to fetch tasks',
  createFailed: 'Failed to create task',
  updateFailed: 'Failed to update task',
  deleteFailed: 'Failed to delete task',
  statusFailed: 'Failed to update task status',
  assignFailed: 'Failed to assign task',
  loadFailed: 'Failed to load task',
  created: 'Task created successfully',
  updated: 'Task updated successfully',
  deleted: 'Task deleted successfully',
  statusUpdated: 'Task status updated successfully',
  assigned: 'Task assigned successfully',
  deleteConfirm: 'Are you sure you want to delete this task?',
} as const
