import {
  IconBell,
  IconChecklist,
  IconFolders,
  IconLayoutKanban,
  IconMessages,
  IconShieldLock,
  type Icon,
} from '@tabler/icons-react'

export interface Feature {
  id: string
  icon: Icon
  color: string
  title: string
  summary: string
  points: readonly string[]
}

/** What Taskhive really does (SPEC §1–§2), in the words the site uses. */
export const FEATURES: readonly Feature[] = [
  {
    id: 'projects',
    icon: IconFolders,
    color: 'violet',
    title: 'Projects with their own team',
    summary: 'Group work into projects with a colour, dates, a status and the people who work on them.',
    points: [
      'Name, rich-text description, start and due dates',
      'Active, on hold or completed at a glance',
      'Add members and see every project’s team on one screen',
      'Eight project colours keep boards easy to scan',
    ],
  },
  {
    id: 'tasks',
    icon: IconLayoutKanban,
    color: 'indigo',
    title: 'Tasks that move forward',
    summary: 'Every task has a status, a priority, an assignee and a due date, so nothing slips.',
    points: [
      'Statuses To Do, In Progress, In Review and Completed',
      'Low, Medium and High priorities, sorted for you',
      'Overdue due dates stand out in red',
      'Rich-text descriptions and a comment thread on every task',
    ],
  },
  {
    id: 'checklists',
    icon: IconChecklist,
    color: 'teal',
    title: 'Daily checklists from templates',
    summary: 'Describe a routine once; everyone assigned gets a fresh checklist each working day.',
    points: [
      'Templates with a title, assigned people and an active switch',
      'Exclude weekdays, such as Saturday and Sunday',
      'A progress bar shows “3/5 completed” as you tick items off',
      'Add your own one-off items for the day',
    ],
  },
  {
    id: 'notifications',
    icon: IconBell,
    color: 'orange',
    title: 'Live notifications',
    summary: 'The bell tells you when a task is assigned to you, someone comments or a project changes.',
    points: [
      'Unread count on the bell, up to 99+',
      'A toast appears the moment something happens',
      'Mark one or all notifications as read',
      'Assignments, comments, completions, overdue tasks and new members',
    ],
  },
  {
    id: 'chat',
    icon: IconMessages,
    color: 'cyan',
    title: 'Team chat with files',
    summary: 'Talk in rooms next to the work: one per project or team, or a quick direct chat.',
    points: [
      'Rooms with unread badges and the latest message',
      'Messages grouped by Today, Yesterday and date',
      'Share files and images in the conversation',
      'Enter sends, Shift+Enter adds a new line',
    ],
  },
  {
    id: 'roles',
    icon: IconShieldLock,
    color: 'red',
    title: 'Roles that fit your team',
    summary: 'Admins, managers and staff each see exactly the tools they need, and nothing else.',
    points: [
      'Admins manage users and roles',
      'Managers create projects, plan tasks and assign people',
      'Staff work on their tasks, checklists and chats',
      'The same rules guard every screen and every call',
    ],
  },
]

export interface RoleInfo {
  name: string
  color: string
  description: string
  sees: string
}

/** SPEC §6's documented role descriptions, and what each role's menu shows (SPEC §2). */
export const ROLES: readonly RoleInfo[] = [
  {
    name: 'Admin',
    color: 'red',
    description: 'Full access: user and role management, all project and task operations, system settings.',
    sees: 'Everything, plus Users and Roles.',
  },
  {
    name: 'Manager',
    color: 'indigo',
    description: 'Creates projects, manages tasks, assigns members and views reports.',
    sees: 'Dashboard, Projects, Tasks and every staff screen.',
  },
  {
    name: 'Staff',
    color: 'teal',
    description: 'Views assigned tasks, updates their status and adds comments.',
    sees: 'Dashboard, Project, Project Tasks, Daily Checklist, Checklist Templates and Chat.',
  },
]

export interface Plan {
  name: 'Free' | 'Professional' | 'Enterprise'
  price: string
  description: string
  features: readonly string[]
  cta: string
  popular?: boolean
}

/** SPEC §9's plans. */
export const PLANS: readonly Plan[] = [
  {
    name: 'Free',
    price: '$0',
    description: 'For small teams getting organised.',
    features: ['Up to 5 members', '5GB storage', 'Projects, tasks and comments', 'Daily checklists', 'Notifications'],
    cta: 'Get started free',
  },
  {
    name: 'Professional',
    price: '$29',
    description: 'For growing teams that run on Taskhive.',
    features: ['Up to 50 members', '100GB storage', 'Everything in Free', 'Team chat with files', 'Checklist templates'],
    cta: 'Start free trial',
    popular: true,
  },
  {
    name: 'Enterprise',
    price: '$99',
    description: 'For organisations with many teams.',
    features: ['Unlimited members', 'Unlimited storage', 'Everything in Professional', 'Role management', 'Priority support'],
    cta: 'Contact sales',
  },
]

export const CONTACT = {
  sales: 'sales@taskhive.example',
  hello: 'hello@taskhive.example',
} as const

export const TRIAL = '14-day free trial'
