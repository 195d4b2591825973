/**
 * The first element of every query key, one per domain. Domains never import each other, yet a
 * change in one can stale another's data (deleting a user unassigns tasks; renaming a role
 * changes every holder), so they invalidate each other by these shared prefixes.
 */
export const queryRoots = {
  tasks: ['tasks'],
  projects: ['projects'],
  users: ['users'],
  roles: ['roles'],
  comments: ['comments'],
  notifications: ['notifications'],
  checklists: ['checklists'],
  checklistTemplates: ['checklist-templates'],
  chat: ['chat'],
  /** The dashboard's first screen (ours, issue 13): apart from tasks, whose caches hold only tasks. */
  dashboard: ['dashboard'],
} as const satisfies Record<string, readonly [string]>
