import type { StaticRoutePath } from './route-meta'

/** Each route's description for link previews and search results: the build's alone (vite.site.ts). */
export const ROUTE_DESCRIPTIONS: Record<StaticRoutePath, string> = {
  '/': 'Taskhive: projects, tasks, daily checklists and team chat in one place.',
  '/features': 'Projects, tasks with rich-text notes, daily checklists, notifications and team chat: what Taskhive does.',
  '/pricing': 'Taskhive plans: Free, Professional and Enterprise.',
  '/documentation': 'How to use Taskhive: getting started, projects, tasks, checklists and chat.',
  '/checkout': 'Start your Taskhive plan.',
  '/about': 'Who makes Taskhive and why.',
  '/signin': 'Sign in to Taskhive.',
  '/signup': 'Create your Taskhive account.',
  '/dashboard': 'Your tasks at a glance: counters, filters and the work in progress.',
  '/my-tasks': 'The tasks assigned to you: overdue, today, this week, later and without a date.',
  '/projects': 'Every project, its dates, status and members.',
  '/tasks': 'Every task: status, priority, assignee and due date.',
  '/project-staff': 'The projects you work on and their members.',
  '/project-tasks': 'The tasks of your projects, grouped by project.',
  '/daily-checklist': 'Today’s checklist.',
  '/checklist-templates': 'The templates that make everyone’s daily checklists.',
  '/chat': 'Team rooms and direct messages.',
  '/users': 'Accounts and their roles.',
  '/roles': 'The roles people can have.',
}
