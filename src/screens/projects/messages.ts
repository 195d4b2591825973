/** The projects screens' toasts, SPEC §8 "Projects" word for word. */
export const PROJECT_MESSAGES = {
  fetchFailed: 'Failed to fetch projects',
  createFailed: 'Failed to create project',
  updateFailed: 'Failed to update project',
  deleteFailed: 'Failed to delete project',
  loadFailed: 'Failed to load project',
  created: 'Project created successfully',
  updated: 'Project updated successfully',
  deleted: 'Project deleted successfully',
  memberAdded: 'Member added',
  memberFailed: 'Failed to add member to project.',
  deleteConfirm: 'Are you sure you want to delete this project?',
  taskCreated: 'Task created successfully',
  taskCreateFailed: 'Failed to create task',
  taskStatusUpdated: 'Task status updated successfully',
  taskStatusFailed: 'Failed to update task status',
  taskUpdateFailed: 'Failed to update task',
} as const
