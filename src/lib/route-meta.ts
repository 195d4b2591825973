/**
 * The name and description of every route without parameters: the document title at run time
 * (`routeHead`) and, at build time, a real `index.html` per route (vite.site.ts) so a first visit
 * or a shared link gets its own title and description, answered 200 even on a host without
 * rewrites. Plain data: the build reads it too.
 */
export const ROUTE_META = {
  '/': { name: 'Home', description: 'Taskhive: projects, tasks, daily checklists and team chat in one place.' },
  '/features': { name: 'Features', description: 'Projects, tasks with rich-text notes, daily checklists, notifications and team chat: what Taskhive does.' },
  '/pricing': { name: 'Pricing', description: 'Taskhive plans: Free, Professional and Enterprise.' },
  '/documentation': { name: 'Documentation', description: 'How to use Taskhive: getting started, projects, tasks, checklists and chat.' },
  '/checkout': { name: 'Checkout', description: 'Start your Taskhive plan.' },
  '/about': { name: 'About', description: 'Who makes Taskhive and why.' },
  '/signin': { name: 'Sign in', description: 'Sign in to Taskhive.' },
  '/signup': { name: 'Sign up', description: 'Create your Taskhive account.' },
  '/dashboard': { name: 'Dashboard', description: 'Your tasks at a glance: counters, filters and the work in progress.' },
  '/projects': { name: 'Projects', description: 'Every project, its dates, status and members.' },
  '/tasks': { name: 'Tasks', description: 'Every task: status, priority, assignee and due date.' },
  '/project-staff': { name: 'Project', description: 'The projects you work on and their members.' },
  '/project-tasks': { name: 'Project Tasks', description: 'The tasks of your projects, grouped by project.' },
  '/daily-checklist': { name: 'Daily Checklist', description: 'Today’s checklist.' },
  '/checklist-templates': { name: 'Checklist Templates', description: 'The templates that make everyone’s daily checklists.' },
  '/chat': { name: 'Chat', description: 'Team rooms and direct messages.' },
  '/users': { name: 'Users', description: 'Accounts and their roles.' },
  '/roles': { name: 'Roles', description: 'The roles people can have.' },
} as const satisfies Record<string, { name: string; description: string }>

export type StaticRoutePath = keyof typeof ROUTE_META
