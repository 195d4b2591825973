/**
 * The name of every route without parameters: the document title at run time (`routeHead`) and,
 * at build time, a real `index.html` per route (vite.site.ts, with the descriptions in
 * route-descriptions.ts, which only the build reads) so a first visit or a shared link gets its
 * own title and description, answered 200 even on a host without rewrites. Plain data.
 */
export const ROUTE_NAMES = {
  '/': 'Home',
  '/features': 'Features',
  '/pricing': 'Pricing',
  '/documentation': 'Documentation',
  '/checkout': 'Checkout',
  '/about': 'About',
  '/signin': 'Sign in',
  '/signup': 'Sign up',
  '/dashboard': 'Dashboard',
  '/my-tasks': 'My Tasks',
  '/projects': 'Projects',
  '/tasks': 'Tasks',
  '/project-staff': 'Project',
  '/project-tasks': 'Project Tasks',
  '/daily-checklist': 'Daily Checklist',
  '/checklist-templates': 'Checklist Templates',
  '/chat': 'Chat',
  '/users': 'Users',
  '/roles': 'Roles',
} as const

export type StaticRoutePath = keyof typeof ROUTE_NAMES
