import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { notifications } from '@mantine/notifications'
import { afterEach, describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db'
import { findFormDialog, renderApp } from '@/test/render'
import { isDialogOpen } from '@/lib/keyboard-shortcuts'
import { RECENT_KEY } from './utils/palette-recent'

afterEach(() => {
  notifications.clean()
  localStorage.removeItem(RECENT_KEY)
})

async function shell(path: string, as: 'admin' | 'manager' | 'staff') {
  const view = await renderApp(path, { as })
  await screen.findByRole('button', { name: 'Search' }, { timeout: 15_000 })
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })
  return view
}

async function openPalette() {
  const user = userEvent.setup()
  await user.keyboard('{Control>}k{/Control}')
  const dialog = await screen.findByRole('dialog', { name: 'Command palette' }, { timeout: 10_000 })
  return { user, dialog, search: within(dialog).getByRole('combobox', { name: /search screens/i }) }
}

describe('command palette', () => {
  it('opens with Ctrl+K, finds a task by id and opens it with Enter', async () => {
    const { history } = await shell('/dashboard', 'manager')
    const task = db.tasks.findMany()[0]
    const { user, dialog, search } = await openPalette()
    expect(search).toHaveFocus()
    await user.type(search, `#${task.id}`)
    const option = await within(dialog).findByRole('option', { name: new RegExp(task.title) }, { timeout: 10_000 })
    await waitFor(() => expect(option).toHaveAttribute('aria-selected', 'true'))
    expect(search).toHaveAttribute('aria-activedescendant', option.id)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(history.location.pathname).toBe(`/tasks/${task.id}`))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument())
  })

  it('finds a task by a title fragment and remembers it as recent', async () => {
    const { history } = await shell('/dashboard', 'manager')
    const task = db.tasks.findMany()[1]
    const fragment = task.title.split(' ').slice(-1)[0]
    const { user, dialog, search } = await openPalette()
    await user.type(search, fragment)
    await user.click(await within(dialog).findByRole('option', { name: new RegExp(task.title) }, { timeout: 10_000 }))
    await waitFor(() => expect(history.location.pathname).toBe(`/tasks/${task.id}`))
    await screen.findByRole('heading', { level: 1, name: task.title }, { timeout: 10_000 })

    const again = await openPalette()
    const recent = await within(again.dialog).findByRole('group', { name: 'Recent' }, { timeout: 10_000 })
    expect(within(recent).getByRole('option', { name: new RegExp(task.title) })).toBeInTheDocument()
  })

  it('toggles the theme and closes with Escape', async () => {
    await shell('/dashboard', 'staff')
    const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme')
    const before = scheme()
    const { user, dialog, search } = await openPalette()
    await user.type(search, 'toggle theme')
    await within(dialog).findByRole('option', { name: /Toggle theme/ })
    await user.keyboard('{Enter}')
    await waitFor(() => expect(scheme()).not.toBe(before))

    await openPalette()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument())
  })

  it('never offers staff the admin or manager screens', async () => {
    await shell('/dashboard', 'staff')
    const { user, dialog, search } = await openPalette()
    await user.type(search, 'users')
    await waitFor(() => expect(within(dialog).queryByRole('option', { name: /^Users/ })).not.toBeInTheDocument())
    await user.clear(search)
    const screens = await within(dialog).findByRole('group', { name: 'Screens' })
    const names = within(screens)
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(names.some((name) => name?.startsWith('Roles') || name?.startsWith('Projects/'))).toBe(false)
    expect(names.some((name) => name?.startsWith('Chat'))).toBe(true)
  })
})

describe('global shortcuts', () => {
  it('g t goes to Tasks for a manager and My Tasks for staff', async () => {
    const manager = await shell('/dashboard', 'manager')
    await userEvent.setup().keyboard('gt')
    await waitFor(() => expect(manager.history.location.pathname).toBe('/tasks'))
    manager.unmount()

    const staff = await shell('/dashboard', 'staff')
    await userEvent.setup().keyboard('gt')
    await waitFor(() => expect(staff.history.location.pathname).toBe('/my-tasks'))
  })

  it('never fires while typing: a g in a search box is a g', async () => {
    const { history } = await shell('/projects', 'manager')
    const box = await screen.findByRole('textbox', { name: 'Search projects' })
    const user = userEvent.setup()
    await user.click(box)
    await user.keyboard('gp')
    expect(box).toHaveValue('gp')
    expect(history.location.pathname).toBe('/projects')
  })

  it('/ focuses the screen’s search box', async () => {
    await shell('/projects', 'manager')
    const box = await screen.findByRole('textbox', { name: 'Search projects' })
    await userEvent.setup().keyboard('/')
    expect(box).toHaveFocus()
    expect(box).toHaveValue('')
  })

  it('? lists the shortcuts that work, and Escape closes it', async () => {
    await shell('/dashboard', 'staff')
    const user = userEvent.setup()
    await user.keyboard('?')
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }, { timeout: 10_000 })
    expect(within(sheet).getByRole('cell', { name: 'Go to My Tasks' })).toBeInTheDocument()
    expect(within(sheet).queryByRole('cell', { name: 'Go to Tasks' })).not.toBeInTheDocument()
    expect(within(sheet).getByRole('cell', { name: 'New task' })).toBeInTheDocument()
    // A dialog is open: single keys do nothing.
    await user.keyboard('c')
    expect(screen.queryByRole('dialog', { name: 'Create New Task' })).not.toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument())
  })

  it('c opens the New Task dialog', async () => {
    await shell('/dashboard', 'staff')
    await userEvent.setup().keyboard('c')
    const dialog = await findFormDialog('Create New Task')
    expect(within(dialog).getByRole('textbox', { name: /title/i })).toBeInTheDocument()
  })
})

describe('list and task shortcuts', () => {
  const mainLink = (card: HTMLElement) => within(card).getAllByRole('link')[0]

  it('j and k move through the task cards, stopping at the ends; never while typing', async () => {
    await shell('/tasks', 'manager')
    const main = screen.getByRole('main')
    await waitFor(() => expect(within(main).getAllByRole('article').length).toBeGreaterThan(2), { timeout: 10_000 })
    const cards = within(main).getAllByRole('article')
    const user = userEvent.setup()
    await user.keyboard('k')
    expect(mainLink(cards[cards.length - 1])).toHaveFocus()
    mainLink(cards[0]).focus()
    await user.keyboard('k')
    expect(mainLink(cards[0])).toHaveFocus()
    await user.keyboard('jj')
    expect(mainLink(cards[2])).toHaveFocus()
    await user.keyboard('k')
    expect(mainLink(cards[1])).toHaveFocus()

    const box = screen.getByRole('textbox', { name: 'Search' })
    expect(box).toHaveAttribute('aria-keyshortcuts', '/')
    await user.click(box)
    await user.keyboard('j')
    expect(box).toHaveValue('j')
    expect(box).toHaveFocus()
  })

  it('e, a and s act on the focused card', async () => {
    await shell('/tasks', 'manager')
    const main = screen.getByRole('main')
    await waitFor(() => expect(within(main).getAllByRole('article').length).toBeGreaterThan(1), { timeout: 10_000 })
    const card = within(main).getAllByRole('article')[1]
    const title = card.getAttribute('aria-label') ?? ''
    const user = userEvent.setup()
    await user.keyboard('jj')
    expect(mainLink(card)).toHaveFocus()

    await user.keyboard('e')
    const edit = await findFormDialog('Edit Task')
    expect(within(edit).getByRole('textbox', { name: /title/i })).toHaveValue(title)
    await user.keyboard('{Escape}')
    // Single keys wait until no dialog is open, a closing one included.
    await waitFor(() => expect(isDialogOpen()).toBe(false))

    mainLink(card).focus()
    await user.keyboard('a')
    const assign = await findFormDialog('Assign Task')
    expect(within(assign).getByText(title)).toBeInTheDocument()
    await user.keyboard('{Escape}')
    // Single keys wait until no dialog is open, a closing one included.
    await waitFor(() => expect(isDialogOpen()).toBe(false))

    mainLink(card).focus()
    await user.keyboard('s')
    expect(within(card).getByRole('combobox', { name: `Status of ${title}` })).toHaveFocus()
  })

  it('e, a and s act on the open task page, and its controls name their keys', async () => {
    const task = db.tasks.findMany()[0]
    await shell(`/tasks/${task.id}`, 'manager')
    const user = userEvent.setup()
    const editButton = screen.getByRole('button', { name: 'Edit Task' })
    expect(editButton).toHaveAttribute('aria-keyshortcuts', 'e')
    expect(editButton).toHaveAccessibleDescription('Shortcut: E')

    await user.keyboard('e')
    const edit = await findFormDialog('Edit Task')
    expect(within(edit).getByRole('textbox', { name: /title/i })).toHaveValue(task.title)
    await user.keyboard('{Escape}')
    // Single keys wait until no dialog is open, a closing one included.
    await waitFor(() => expect(isDialogOpen()).toBe(false))

    await user.keyboard('a')
    await findFormDialog('Assign Task')
    await user.keyboard('{Escape}')
    // Single keys wait until no dialog is open, a closing one included.
    await waitFor(() => expect(isDialogOpen()).toBe(false))

    await user.keyboard('s')
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveFocus()
  })
})
