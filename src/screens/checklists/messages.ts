/** The templates screen's toasts, SPEC §8 "Checklist templates" word for word. */
export const TEMPLATE_MESSAGES = {
  fetchFailed: 'Failed to fetch checklist templates',
  createFailed: 'Failed to create checklist template',
  updateFailed: 'Failed to update checklist template',
  deleteFailed: 'Failed to delete checklist template',
  // Success wording is ours; the spec lists none for templates.
  created: 'Checklist template created',
  updated: 'Checklist template updated',
  deleted: 'Checklist template deleted',
  deleteConfirm: (title: string) => `Are you sure you want to delete "${title}"? This action cannot be undone.`,
} as const

export const DAILY_MESSAGES = {
  added: 'Daily task added',
  // The spec names no failure toasts for this screen; these are ours.
  loadFailed: 'Failed to load your daily checklist',
  addFailed: 'Failed to add daily task',
  toggleFailed: 'Failed to update daily task',
  removeFailed: 'Failed to remove daily task',
  removed: 'Daily task removed',
} as const
