/** Words for the lived-in workspace: projects, the work in them, and how colleagues talk. */
import type { ProjectStatus } from '@/contract/schemas'

export interface SeedProject {
  name: string
  status: ProjectStatus
  summary: string
  /** Days from today. */
  start: number
  due: number
  /** Work items of this project, combined with TASK_VERBS for variety. */
  subjects: readonly string[]
}

export const PROJECTS: readonly SeedProject[] = [
  { name: 'Website Redesign', status: 'active', summary: 'A faster, clearer marketing site with the new brand.', start: -60, due: 45, subjects: ['hero section', 'pricing page', 'navigation', 'footer links', 'blog template', 'contact form', 'image pipeline', 'cookie banner'] },
  { name: 'Mobile App Launch', status: 'active', summary: 'Ship the iOS and Android apps to the stores.', start: -90, due: 20, subjects: ['onboarding flow', 'push notifications', 'offline mode', 'store listing', 'crash reporting', 'login screen', 'settings screen'] },
  { name: 'Customer Portal', status: 'active', summary: 'Self-service invoices, tickets and account settings.', start: -40, due: 80, subjects: ['invoice list', 'ticket form', 'account page', 'password reset', 'audit log', 'search'] },
  { name: 'Data Warehouse Migration', status: 'on_hold', summary: 'Move reporting to the new warehouse.', start: -120, due: 30, subjects: ['schema mapping', 'nightly sync', 'sales dashboard', 'access rules', 'backfill job'] },
  { name: 'Q3 Marketing Campaign', status: 'active', summary: 'Autumn campaign across email, social and events.', start: -20, due: 60, subjects: ['email sequence', 'landing page', 'social calendar', 'webinar', 'press kit', 'ad creatives'] },
  { name: 'Security Audit', status: 'completed', summary: 'Annual review of access, secrets and dependencies.', start: -150, due: -30, subjects: ['access review', 'secret rotation', 'dependency scan', 'penetration test', 'incident runbook'] },
  { name: 'Onboarding Revamp', status: 'active', summary: 'A first week new hires enjoy.', start: -30, due: 50, subjects: ['welcome pack', 'buddy programme', 'laptop setup guide', 'first-week checklist', 'HR forms'] },
  { name: 'Office Move', status: 'on_hold', summary: 'Relocate to the riverside office.', start: -10, due: 100, subjects: ['floor plan', 'network cabling', 'moving company', 'desk booking', 'signage'] },
  { name: 'Support Knowledge Base', status: 'active', summary: 'Answers customers can find themselves.', start: -50, due: 35, subjects: ['article templates', 'search tuning', 'top 20 questions', 'video guides', 'feedback widget'] },
  { name: 'Annual Report 2024', status: 'completed', summary: 'Figures, stories and design for the annual report.', start: -200, due: -60, subjects: ['financial summary', 'customer stories', 'layout', 'printing', 'translations'] },
]

export const TASK_VERBS = [
  'Design',
  'Build',
  'Review',
  'Test',
  'Write copy for',
  'Fix bugs in',
  'Plan',
  'Document',
  'Polish',
  'Measure',
  'Prototype',
  'Sign off',
] as const

export const TASK_NOTES = [
  'Agree the scope with the team before starting.',
  'Keep it simple; we can iterate after launch.',
  'See the notes from last week’s review.',
  'Check accessibility (contrast, keyboard, screen reader).',
  'Coordinate with support so they know what changes.',
  'Measure before and after so we can show the impact.',
  'Blocked until the design is approved.',
  'Pair with someone from the other team on this.',
] as const

export const COMMENTS = [
  'I started on this, first draft by tomorrow.',
  'Can we move the due date by two days? Waiting on feedback.',
  'Looks great, thanks!',
  'I left a few notes in the doc.',
  'Done on my side, ready for review.',
  'Who owns the final sign-off here?',
  'Found an edge case, adding it to the list.',
  'Let’s discuss this in stand-up.',
  'Updated after the review, please take another look.',
  'Nice work on this one.',
] as const

export const CHAT_LINES = [
  'Morning all!',
  'Stand-up in 5 minutes.',
  'Can someone review my latest changes?',
  'The build is green again.',
  'I’ll be out for lunch until 1.',
  'Great demo today, well done everyone.',
  'Does anyone have the client’s latest feedback?',
  'Pushed the fix, let me know if it works for you.',
  'Let’s move the sync to Thursday.',
  'Thanks for the help earlier!',
  'Uploading the designs now.',
  'I think we can close this one.',
  'Quick question about the due dates.',
  'Sounds good to me.',
  'On it.',
] as const

export const CHECKLIST_TEMPLATES = [
  { title: 'Check the support inbox', excludedDays: ['SATURDAY', 'SUNDAY'] },
  { title: 'Update task statuses', excludedDays: ['SATURDAY', 'SUNDAY'] },
  { title: 'Attend the daily stand-up', excludedDays: ['SATURDAY', 'SUNDAY'] },
  { title: 'Review open pull requests', excludedDays: ['SATURDAY', 'SUNDAY'] },
  { title: 'Log time for yesterday', excludedDays: ['MONDAY'] },
  { title: 'Back up design files', excludedDays: ['SUNDAY'] },
  { title: 'Weekly report to the team lead', excludedDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'SATURDAY', 'SUNDAY'] },
] as const
