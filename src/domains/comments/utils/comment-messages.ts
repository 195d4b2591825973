/** The spec's comment toasts, word for word (SPEC §8); the comments panel shows them. */
export const COMMENT_MESSAGES = {
  added: 'Comment added successfully',
  updated: 'Comment updated successfully',
  deleted: 'Comment deleted successfully',
  loadFailed: 'Failed to load comments',
  addFailed: 'Failed to add comment',
  updateFailed: 'Failed to update comment',
  deleteFailed: 'Failed to delete comment',
  confirmDelete: 'Are you sure you want to delete this comment?',
  /** Ours (issue 19): the Undo of a delete. */
  restored: 'Comment restored',
  restoreFailed: 'Could not undo: the comment can no longer be restored',
} as const
