/** My tasks' toasts: the tasks screens' wording (SPEC §8 "Tasks"). */
export const MY_TASK_MESSAGES = {
  fetchFailed: 'Failed to fetch tasks',
  statusFailed: 'Failed to update task status',
  statusUpdated: 'Task status updated successfully',
  updated: 'Task updated successfully',
  updateFailed: 'Failed to update task',
} as const
