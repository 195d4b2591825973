import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'
import { type AxeFinding, describeFindings, scan } from './axe'
import { type DemoAccount, fillIn, signInAsDemo } from './support'

/**
 * Issue 14: no serious or critical axe violation on any screen, dialog, menu or popover, in both
 * themes at desktop and phone widths. The states are walked in six parts (public pages, four of the
 * admin's, the staff's), each in its own context and signed in as its role; one test per part ×
 * width, run in parallel, so the sweep is shared by every worker (one test per theme × width took
 * 1.5 min each, 6 min in one worker). Each state is scanned in both themes: in the theme the page
 * is in, then again after the system theme switches (the app follows it, as a reader's would), so
 * the walk is not done twice. The themes alternate from state to state, so each theme is met both
 * as loaded and as switched to; the phone walk starts in the dark theme, the desktop walk in light.
 */
test.describe.configure({ mode: 'parallel' })

type Theme = 'light' | 'dark'
const VARIANTS = [
  { viewport: { width: 1366, height: 900 }, firstTheme: 'light' },
  { viewport: { width: 390, height: 844 }, firstTheme: 'dark' },
] as const satisfies { viewport: { width: number; height: number }; firstTheme: Theme }[]

const otherTheme = (theme: Theme): Theme => (theme === 'light' ? 'dark' : 'light')

/** Switches the system theme and waits until the app has followed it. */
async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme })
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme)
}

/**
 * A state to scan: `open` brings the page there from wherever the previous step left it. An open
 * overlay's step scans only the overlay (`scope`): the page under it had its own scan.
 */
interface Step {
  name: string
  open: (page: Page) => Promise<void>
  scope?: string[]
}

const DIALOG = ['[role="dialog"]']
const MENU = ['[role="menu"]']
const TOASTS = ['.mantine-Notifications-root']

const main = (page: Page) => page.getByRole('main')

async function visit(page: Page, path: string, ready: (page: Page) => Locator): Promise<void> {
  await page.goto(path)
  await expect(ready(page)).toBeVisible()
}

async function openDialog(page: Page, trigger: Locator, name: string | RegExp): Promise<void> {
  await trigger.click()
  await expect(page.getByRole('dialog', { name })).toBeVisible()
}

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/** A menu opened by the button named `trigger`, scanned, then closed by the same button. */
function menuStep(name: string, trigger: string, ready: (page: Page) => Locator): Step[] {
  const button = (page: Page) => page.getByRole('button', { name: trigger })
  return [
    {
      name,
      open: async (page) => {
        await button(page).click()
        await expect(ready(page)).toBeVisible()
      },
      scope: MENU,
    },
    {
      name: '',
      open: async (page) => {
        await button(page).click()
        await expect(page.getByRole('menu')).toHaveCount(0)
      },
    },
  ]
}

/** A dialog opened from the current page, scanned, then closed again. */
function dialogStep(name: string, trigger: (page: Page) => Locator, title: string | RegExp, prepare?: (page: Page) => Promise<void>): Step[] {
  return [
    {
      name,
      open: async (page) => {
        await prepare?.(page)
        await openDialog(page, trigger(page), title)
      },
      scope: DIALOG,
    },
    // Not scanned: puts the page back for the next step.
    { name: '', open: closeDialog },
  ]
}

const firstCard = (page: Page) => main(page).getByRole('article').first()

const PUBLIC: Step[] = [
  ...(
    [
      ['home', '/'],
      ['features', '/features'],
      ['pricing', '/pricing'],
      ['documentation', '/documentation'],
      ['about', '/about'],
      ['checkout', '/checkout'],
      ['sign in', '/signin'],
      ['sign up', '/signup'],
      ['not found', '/no-such-page'],
    ] as const
  ).map(([name, path]) => ({ name, open: (page: Page) => visit(page, path, (p) => p.getByRole('heading').first()) })),
]

/** The admin's screens, in four parts that each begin with a full load. */
const ADMIN_SHELL: Step[] = [
  { name: 'dashboard', open: (page) => visit(page, '/dashboard', firstCard) },
  // At a phone's width the counters and filters fill the window: the first card is below the fold.
  ...dialogStep('dashboard: assign dialog', (page) => firstCard(page).getByRole('button', { name: /^(Assign|Reassign)$/ }), /assign Task$/i, (page) => fillIn(firstCard(page))),
  ...menuStep('account menu', 'Account menu', (page) => page.getByRole('menuitem', { name: 'Sign Out' })),
  // Issue 19: the command palette with results, and the shortcuts cheat sheet.
  {
    name: 'command palette',
    open: async (page) => {
      await page.keyboard.press('Control+K')
      await expect(page.getByRole('dialog', { name: 'Command palette' }).getByRole('option').first()).toBeVisible()
      await page.keyboard.type('design')
      await expect(page.getByRole('dialog', { name: 'Command palette' }).getByRole('group', { name: 'Tasks' })).toBeVisible()
    },
    scope: DIALOG,
  },
  { name: '', open: closeDialog },
  {
    name: 'shortcuts cheat sheet',
    open: async (page) => {
      await page.locator('main h1').click()
      await page.keyboard.press('Shift+?')
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible()
    },
    scope: DIALOG,
  },
  { name: '', open: closeDialog },
  ...menuStep('demo menu', 'Demo settings', (page) => page.getByRole('menuitem').first()),
  {
    name: 'notifications popover',
    open: async (page) => {
      await page.getByRole('button', { name: /^Notifications/ }).click()
      const panel = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Mark all as read' }) })
      await expect(panel).toBeVisible()
      await expect(panel.getByText(/Loading notifications/)).toHaveCount(0)
    },
    scope: DIALOG,
  },
]

const ADMIN_TASKS: Step[] = [
  { name: 'tasks', open: (page) => visit(page, '/tasks', firstCard) },
  ...dialogStep('tasks: new task dialog', (page) => page.getByRole('button', { name: 'New Task' }), 'Create New Task'),
  ...dialogStep('tasks: edit task dialog', (page) => firstCard(page).getByRole('button', { name: 'Edit' }), 'Edit Task'),
  ...dialogStep('tasks: delete confirmation', (page) => firstCard(page).getByRole('button', { name: 'Delete' }), 'Delete Task'),
  {
    name: 'task detail',
    open: async (page) => {
      await firstCard(page).getByRole('link', { name: 'View' }).click()
      await expect(page).toHaveURL(/\/tasks\/\d+/)
      await expect(page.getByRole('checkbox', { name: /Mark as/ })).toBeVisible()
      await expect(page.getByText(/Loading comments/)).toHaveCount(0)
    },
  },
  {
    name: 'task detail: toast',
    open: async (page) => {
      await page.getByRole('checkbox', { name: /Mark as/ }).click()
      await expect(page.getByText('Task status updated successfully')).toBeVisible()
      // Pointed at, a toast stays (Mantine pauses its timer) while it is scanned in both themes.
      await page.getByText('Task status updated successfully').hover()
    },
    scope: TOASTS,
  },
]

const ADMIN_PROJECTS: Step[] = [
  // Issue 18: the board, on /tasks and on a project.
  { name: 'tasks board', open: (page) => visit(page, '/tasks?view=board', (p) => main(p).getByRole('list', { name: 'In Review' }).getByRole('link').first()) },
  { name: 'project board', open: (page) => visit(page, '/projects/1?view=board', (p) => main(p).getByRole('list', { name: 'In Review' }).getByRole('link').first()) },
  { name: 'projects', open: (page) => visit(page, '/projects', firstCard) },
  ...dialogStep('projects: new project dialog', (page) => page.getByRole('button', { name: 'New Project' }), 'Create New Project'),
  ...dialogStep('projects: edit project dialog', (page) => firstCard(page).getByRole('button', { name: 'Edit' }), 'Edit Project'),
  ...dialogStep('projects: add member dialog', (page) => firstCard(page).getByRole('button', { name: 'Add Member' }), 'Add Member'),
  ...dialogStep('projects: delete confirmation', (page) => firstCard(page).getByRole('button', { name: 'Delete' }), 'Delete Project'),
  {
    name: 'project detail',
    open: async (page) => {
      await firstCard(page).getByRole('link', { name: 'View' }).click()
      await expect(page).toHaveURL(/\/projects\/\d+/)
      await expect(page.getByRole('link', { name: 'Back to Projects' })).toBeVisible()
    },
  },
]

const ADMIN_MORE: Step[] = [
  { name: 'checklist templates', open: (page) => visit(page, '/checklist-templates', (p) => p.getByRole('button', { name: 'New Template' })) },
  ...dialogStep('templates: new template dialog', (page) => page.getByRole('button', { name: 'New Template' }), 'New Checklist Template'),
  { name: 'users', open: (page) => visit(page, '/users', (p) => p.getByTestId('user-victor.almeida')) },
  ...dialogStep('users: new user dialog', (page) => page.getByRole('button', { name: 'New User' }), 'Create New User'),
  { name: 'roles', open: (page) => visit(page, '/roles', (p) => p.getByRole('article', { name: 'ROLE_USER' })) },
  ...dialogStep('roles: edit role dialog', (page) => page.getByRole('button', { name: 'Edit ROLE_USER' }), 'Edit Role'),
  { name: 'chat', open: (page) => visit(page, '/chat', (p) => p.getByRole('list', { name: 'Chat rooms' }).getByRole('button').first()) },
  ...dialogStep('chat: new chat dialog', (page) => page.getByRole('button', { name: 'New Chat' }), 'New Chat'),
  {
    name: 'chat: room open',
    open: async (page) => {
      await page.getByRole('list', { name: 'Chat rooms' }).getByRole('button').first().click()
      await expect(page.getByRole('button', { name: 'Send' })).toBeVisible()
    },
  },
  // The calendar (issue 18): a month with overdue, completed and "+N more" days, then a week.
  {
    name: 'project calendar: month',
    open: async (page) => {
      await visit(page, '/projects/1?view=calendar', (p) => main(p).locator('[data-day]').first())
      // A phone shows counts per day: choosing a busy day lists its tasks below the month.
      const busyDay = main(page).getByRole('button', { name: /, [1-9]\d* tasks?$/ }).first()
      if (await busyDay.count()) await busyDay.click()
      await expect(main(page).locator('[data-task]').first()).toBeVisible()
    },
  },
  { name: 'project calendar: week', open: (page) => visit(page, '/projects/1?view=calendar&range=week', (p) => main(p).locator('[data-day]').first()) },
]

/** Screens whose content is a staff member's own: scanned as staff so they are not empty. */
const STAFF: Step[] = [
  // With completed tasks shown: every kind of section, the overdue heading and struck-through rows.
  { name: 'my tasks', open: (page) => visit(page, '/my-tasks?show=completed', (p) => main(p).getByRole('region', { name: /^Completed,/ })) },
  { name: 'my tasks: calendar', open: (page) => visit(page, '/my-tasks?view=calendar&show=completed', (p) => main(p).locator('[data-day]').first()) },
  { name: 'project staff', open: (page) => visit(page, '/project-staff', (p) => main(p).getByRole('article').first()) },
  { name: 'project tasks', open: (page) => visit(page, '/project-tasks', (p) => p.getByRole('status').filter({ hasText: /tasks? found/ })) },
  { name: 'daily checklist', open: (page) => visit(page, '/daily-checklist', (p) => p.getByRole('button', { name: 'Add' })) },
]

const WALKS: { name: string; account: DemoAccount | null; steps: Step[] }[] = [
  { name: 'public pages', account: null, steps: PUBLIC },
  { name: 'admin: dashboard and the shell', account: 'Admin', steps: ADMIN_SHELL },
  { name: 'admin: tasks', account: 'Admin', steps: ADMIN_TASKS },
  { name: 'admin: boards and projects', account: 'Admin', steps: ADMIN_PROJECTS },
  { name: 'admin: templates, users, roles, chat and calendar', account: 'Admin', steps: ADMIN_MORE },
  { name: 'staff', account: 'Staff', steps: STAFF },
]

async function walk(browser: Browser, { viewport, firstTheme }: (typeof VARIANTS)[number], { account, steps }: (typeof WALKS)[number]) {
  const failures: string[] = []
  let scans = 0
  let theme: Theme = firstTheme
  // axe is injected as a script tag, which the build's Content-Security-Policy refuses (e2e/csp.spec.ts checks the policy).
  const context = await browser.newContext({ colorScheme: theme, viewport, bypassCSP: true })
  const page = await context.newPage()
  if (account) await signInAsDemo(page, account)
  for (const step of steps) {
    await test.step(step.name || 'reset', () => step.open(page))
    if (!step.name) continue
    for (const pass of ['as it is', 'switched'] as const) {
      if (pass === 'switched') {
        theme = otherTheme(theme)
        await switchTheme(page, theme)
      }
      const findings: AxeFinding[] = await scan(page, { include: step.scope })
      scans += 1
      if (findings.length) failures.push(`${step.name}, ${theme} theme (${page.url()}):\n${describeFindings(findings)}`)
    }
  }
  await context.close()
  return { failures, scans }
}

for (const part of WALKS) {
  for (const variant of VARIANTS) {
    test(`axe: no serious or critical violations, ${part.name}, both themes at ${variant.viewport.width} px`, async ({ browser }) => {
      test.setTimeout(150_000)
      const { failures, scans } = await walk(browser, variant, part)
      expect(scans, 'every state is scanned in both themes').toBe(2 * part.steps.filter((step) => step.name).length)
      expect(failures, `${failures.length} of ${scans} scans have serious or critical violations:\n${failures.join('\n')}`).toEqual([])
    })
  }
}
