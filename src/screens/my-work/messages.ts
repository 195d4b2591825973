export const MY_WORK_MESSAGES = {
  staffFailed: 'Failed to fetch project staff data',
  tasksFailed: 'Failed to fetch project tasks data',
} as const
