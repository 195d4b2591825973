/**
 * The palette's toasts: the same actions as the task and project screens, so SPEC §8's "Tasks" and
 * "Projects" words. A screen never imports another screen's messages, hence the copy here.
 */
export const PALETTE_MESSAGES = {
  taskCreated: 'Task created successfully',
  taskCreateFailed: 'Failed to create task',
  statusUpdated: 'Task status updated successfully',
  statusFailed: 'Failed to update task status',
  assigned: 'Task assigned successfully',
  assignFailed: 'Failed to assign task',
  projectCreated: 'Project created successfully',
  projectCreateFailed: 'Failed to create project',
} as const
