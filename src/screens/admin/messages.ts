/** The users screen's toasts, SPEC §8 "Users" word for word. */
export const USER_MESSAGES = {
  fetchFailed: 'Failed to fetch users',
  createFailed: 'Failed to create user',
  updateFailed: 'Failed to update user',
  deleteFailed: 'Failed to delete user',
  created: 'User created successfully',
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
  deleteConfirm: 'Are you sure you want to delete this user?',
} as const

/** The roles screen's toasts, SPEC §8 "Roles" word for word. */
export const ROLE_MESSAGES = {
  fetchFailed: 'Failed to fetch roles',
  createFailed: 'Failed to create role',
  updateFailed: 'Failed to update role',
  deleteFailed: 'Failed to delete role',
  created: 'Role created successfully',
  updated: 'Role updated successfully',
  deleted: 'Role deleted successfully',
  deleteConfirm: 'Are you sure you want to delete this role? Users with this role may be affected.',
} as const
