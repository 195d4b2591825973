/**
 * Ours (issue 13): the values `GET /staff/dashboard` takes besides ids and a size. They are the
 * dashboard's tabs and task lists' orders (issue 20) as the client names them; a test keeps the two
 * the same (src/screens/dashboard/utils/dashboard-overview.test.ts).
 */
export const DASHBOARD_QUERY = {
  /** `todo` is TODO; `in-progress` is IN_PROGRESS and IN_REVIEW; `completed` is COMPLETED. */
  tabs: ['todo', 'in-progress', 'completed'],
  sortFields: ['due', 'priority', 'updated', 'created', 'title'],
  directions: ['asc', 'desc'],
} as const
