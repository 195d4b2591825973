import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { notifications } from '@mantine/notifications'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import { today } from '../../../mocks/clock'
import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { WEEKDAYS } from '@/contract/schemas'
import { apiUrl } from '@/lib/config'
import { apiPaths } from '@/contract/paths'
import { call } from '../../../mocks/test/api'
import { renderApp, findFormDialog } from '@/test/render'
import { FORM_MESSAGES } from '@/contract/forms'
import { weekdayOf } from '@/domains/checklists/utils/schedule'

const cards = () => screen.queryAllByRole('article')
const card = (title: string) => screen.getByRole('article', { name: title })
const userIdOf = (username: string) => db.users.findFirst((q) => q.where({ username }), { strict: true }).id
const fail = () => HttpResponse.json({ message: 'no' }, { status: 500 })

async function open(path = '/checklist-templates', as: 'staff' | 'manager' = 'staff') {
  const view = await renderApp(path, { as })
  await screen.findByRole('textbox', { name: 'Search templates' }, { timeout: 15_000 })
  await waitFor(() => expect(screen.queryByLabelText('Loading checklist templates')).toBeNull(), { timeout: 15_000 })
  return view
}

/** Picks people in the dialog's Assigned users multi-select. */
async function assign(dialog: HTMLElement, ...labels: RegExp[]) {
  const user = userEvent.setup()
  const input = within(dialog).getByRole('combobox', { name: 'Assigned users' })
  for (const label of labels) {
    await user.click(input)
    const list = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!)
    await user.click(await within(list).findByRole('option', { name: label, hidden: true }))
  }
}

async function setTemplates(rows: { title: string; active?: boolean; excludedDays?: (typeof WEEKDAYS)[number][]; userIds?: number[] }[]) {
  db.checklistTemplates.clear()
  let id = 1
  for (const row of rows) {
    await db.checklistTemplates.create({ id: id++, title: row.title, active: row.active ?? true, excludedDays: row.excludedDays ?? [], userIds: row.userIds ?? [] })
  }
}

describe('/checklist-templates', { timeout: 60_000 }, () => {
  // Toasts live in a module-level store; earlier tests' toasts would queue ahead of this test's.
  beforeEach(() => notifications.clean())

  it('shows each template’s title, badge, excluded days, assignees and when it next adds items', async () => {
    const staff = userIdOf('staff')
    const manager = userIdOf('manager')
    const todayName = weekdayOf(today())
    await setTemplates([
      { title: 'Every day routine', userIds: [staff, manager] },
      { title: 'Not today', excludedDays: [todayName], userIds: [staff] },
      { title: 'Paused routine', active: false, excludedDays: ['SATURDAY', 'SUNDAY'], userIds: [staff] },
      { title: 'Never runs', excludedDays: [...WEEKDAYS], userIds: [staff] },
      { title: 'Nobody’s routine' },
    ])
    await open()
    expect(screen.getByRole('heading', { name: 'Checklist Templates' })).toBeInTheDocument()
    expect(cards()).toHaveLength(5)
    const everyDay = card('Every day routine')
    expect(within(everyDay).getByText('Active')).toBeInTheDocument()
    expect(within(everyDay).getByText('None')).toBeInTheDocument()
    expect(within(everyDay).getByText('2 users assigned')).toBeInTheDocument()
    expect(within(everyDay).getByText('Next: today')).toBeInTheDocument()
    expect(within(everyDay).getByRole('button', { name: 'Edit Every day routine' })).toBeInTheDocument()
    expect(within(everyDay).getByRole('button', { name: 'Delete Every day routine' })).toBeInTheDocument()
    expect(within(card('Not today')).getByText('Next: tomorrow')).toBeInTheDocument()
    expect(within(card('Not today')).getByText('1 user assigned')).toBeInTheDocument()
    const paused = card('Paused routine')
    expect(within(paused).getAllByText('Inactive')).toHaveLength(2)
    expect(within(paused).getByLabelText('Saturday')).toHaveTextContent('Sat')
    expect(within(paused).getByLabelText('Sunday')).toHaveTextContent('Sun')
    expect(within(card('Never runs')).getByText('Never — every day excluded')).toBeInTheDocument()
    expect(within(card('Nobody’s routine')).getByText('No one assigned')).toBeInTheDocument()
    expect(within(card('Nobody’s routine')).getByText('0 users assigned')).toBeInTheDocument()
  })

  it('searches by title in the URL, with an empty state', async () => {
    const user = userEvent.setup()
    const view = await open()
    expect(cards().length).toBe(db.checklistTemplates.count())
    await user.type(screen.getByRole('textbox', { name: 'Search templates' }), 'INBOX')
    await waitFor(() => expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(['Check the support inbox']))
    await waitFor(() => expect(view.history.location.search).toContain('q=INBOX'))
    await user.type(screen.getByRole('textbox', { name: 'Search templates' }), 'zzz')
    expect(await screen.findByText('No templates found')).toBeInTheDocument()
    expect(screen.getByText('No templates match “INBOXzzz”. Try another search.')).toBeInTheDocument()
  })

  it('creates an inactive template with excluded days and assigned users (?userIds=)', async () => {
    const user = userEvent.setup()
    let requestUrl = ''
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && request.url.includes('/staff/checklistsTemplate')) requestUrl = request.url
    }
    server.events.on('request:start', listener)
    onTestFinished(() => server.events.removeListener('request:start', listener))
    await open('/checklist-templates', 'manager')
    await user.click(screen.getByRole('button', { name: 'New Template' }))
    const dialog = await findFormDialog('New Checklist Template')
    const active = within(dialog).getByRole('switch', { name: 'Active' })
    expect(active).toBeChecked()
    // A blank title is not submitted; a quiet hint explains why.
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), '   ')
    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }))
    expect(await within(dialog).findByText(FORM_MESSAGES.templateTitleHint)).toBeInTheDocument()
    const before = db.checklistTemplates.count()
    expect(requestUrl).toBe('')
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), '  Tidy the desk  ')
    expect(within(dialog).queryByText(FORM_MESSAGES.templateTitleHint)).toBeNull()
    await user.click(active)
    expect(active).not.toBeChecked()
    const days = within(within(dialog).getByRole('group', { name: 'Excluded days' })).getAllByRole('checkbox')
    expect(days.map((box) => box.closest('.mantine-Chip-root')?.textContent)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
    expect(days.every((box) => !(box as HTMLInputElement).checked)).toBe(true)
    await user.click(within(dialog).getByRole('checkbox', { name: 'Saturday' }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sunday' }))
    await assign(dialog, /Sofia Ramirez/, /Marcus Bennett/)
    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }))
    expect(await screen.findByText('Checklist template created')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(db.checklistTemplates.count()).toBe(before + 1)
    const saved = db.checklistTemplates.findFirst((q) => q.where({ title: 'Tidy the desk' }), { strict: true })
    expect(saved.active).toBe(false)
    expect(saved.excludedDays).toEqual(['SATURDAY', 'SUNDAY'])
    expect([...saved.userIds].sort()).toEqual([userIdOf('staff'), userIdOf('manager')].sort())
    expect(new URL(requestUrl).searchParams.get('userIds')?.split(',').map(Number).sort()).toEqual([userIdOf('staff'), userIdOf('manager')].sort())
    const created = await screen.findByRole('article', { name: 'Tidy the desk' })
    expect(within(created).getAllByText('Inactive')).toHaveLength(2)
    expect(within(created).getByText('2 users assigned')).toBeInTheDocument()
  })

  it('edits a template: switches it off, changes days, keeps users, and says so', async () => {
    const staff = userIdOf('staff')
    await setTemplates([{ title: 'Morning routine', userIds: [staff] }])
    const user = userEvent.setup()
    await open()
    await user.click(within(card('Morning routine')).getByRole('button', { name: 'Edit Morning routine' }))
    const dialog = await findFormDialog('Edit Checklist Template')
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Morning routine')
    expect(within(dialog).getByText(/Sofia Ramirez/)).toBeInTheDocument()
    const title = within(dialog).getByRole('textbox', { name: 'Title' })
    await user.clear(title)
    await user.type(title, 'Morning routine v2')
    await user.click(within(dialog).getByRole('switch', { name: 'Active' }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'Monday' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Checklist template updated')).toBeInTheDocument()
    const saved = db.checklistTemplates.findFirst((q) => q.where({ id: 1 }), { strict: true })
    expect(saved).toMatchObject({ title: 'Morning routine v2', active: false, excludedDays: ['MONDAY'], userIds: [staff] })
    expect(await screen.findByRole('article', { name: 'Morning routine v2' })).toBeInTheDocument()
  })

  it.each([
    ['Overwrite with mine', 'Mine', 'Checklist template updated'],
    ['Keep their version', 'Theirs', 'Kept the checklist template as it was saved elsewhere; your changes were not saved.'],
  ])('asks before overwriting a template changed elsewhere while its dialog was open: %s', async (choice, finalTitle, toast) => {
    await setTemplates([{ title: 'Morning routine', userIds: [userIdOf('staff')] }])
    const user = userEvent.setup()
    await open()
    await user.click(within(card('Morning routine')).getByRole('button', { name: 'Edit Morning routine' }))
    const dialog = await findFormDialog('Edit Checklist Template')
    // Someone else saves the template meanwhile.
    const body = { id: 1, title: 'Theirs', active: true, excludedDays: [] }
    expect((await call('PUT', apiPaths.checklistTemplates.detail(1), { as: 'admin', body })).status).toBe(200)
    const title = within(dialog).getByRole('textbox', { name: 'Title' })
    await user.clear(title)
    await user.type(title, 'Mine')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    const question = await screen.findByRole('dialog', { name: 'Changed elsewhere' })
    expect(question).toHaveTextContent('the checklist template “Theirs”')
    await user.click(within(question).getByRole('button', { name: choice }))
    expect(await screen.findByText(toast)).toBeInTheDocument()
    expect(db.checklistTemplates.findFirst((q) => q.where({ id: 1 }), { strict: true }).title).toBe(finalTitle)
  })

  it('asks before deleting with the spec’s question, then deletes', async () => {
    await setTemplates([{ title: 'Old habit' }, { title: 'Keeper' }])
    const user = userEvent.setup()
    await open()
    await user.click(within(card('Old habit')).getByRole('button', { name: 'Delete Old habit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Checklist Template' })
    expect(within(dialog).getByText('Are you sure you want to delete "Old habit"? This action cannot be undone.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(db.checklistTemplates.count()).toBe(2)
    await user.click(within(card('Old habit')).getByRole('button', { name: 'Delete Old habit' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Checklist Template' })).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Checklist template deleted')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Old habit' })).toBeNull())
    expect(db.checklistTemplates.findMany((q) => q.where({ title: 'Old habit' }))).toHaveLength(0)
  })

  it('toasts the spec’s failures for fetch, create, update and delete', async () => {
    await setTemplates([{ title: 'Sturdy' }])
    server.use(
      http.post(apiUrl('/staff/checklistsTemplate'), fail),
      http.put(apiUrl('/staff/checklistsTemplate/:id'), fail),
      http.delete(apiUrl('/staff/checklistsTemplate/:id'), fail),
    )
    const user = userEvent.setup()
    const view = await open()
    await user.click(screen.getByRole('button', { name: 'New Template' }))
    let dialog = await findFormDialog('New Checklist Template')
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Will fail')
    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }))
    expect(await screen.findByText('Failed to create checklist template')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await user.click(within(card('Sturdy')).getByRole('button', { name: 'Edit Sturdy' }))
    dialog = await findFormDialog('Edit Checklist Template')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Failed to update checklist template')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await user.click(within(card('Sturdy')).getByRole('button', { name: 'Delete Sturdy' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Checklist Template' })).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete checklist template')).toBeInTheDocument()
    expect(db.checklistTemplates.count()).toBe(1)
    view.unmount()
    server.use(http.get(apiUrl('/staff/checklistsTemplate'), fail))
    await renderApp('/checklist-templates', { as: 'staff' })
    expect((await screen.findAllByText('Failed to fetch checklist templates', {}, { timeout: 15_000 })).length).toBeGreaterThan(0)
  })
})
