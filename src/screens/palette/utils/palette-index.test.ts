import { describe, expect, it } from 'vitest'
import type { ChatRoom, Project, Task, User } from '@/contract/schemas'
import type { MenuEntry } from '@/lib/navigation'
import { buildPaletteIndex, GROUP_LIMIT, type PaletteSources, searchPalette } from './palette-index'
import { recentItems } from './palette-recent'
import { goTarget } from '@/lib/keyboard-shortcuts'
import { shortcutRows } from './shortcut-rows'
import { taskFixture } from '@/test/task-fixture'

const role = (name: string) => [{ id: 1, name }]
const admin = { id: 1, roles: role('ROLE_ADMIN') }
const manager = { id: 2, roles: role('ROLE_MANAGER') }
const staff = { id: 3, roles: role('ROLE_STAFF') }
const nobody = { id: 4, roles: [] }

const ALL_MENU: MenuEntry[] = [
  { label: 'Dashboard', to: '/dashboard', access: 'all', adminBadge: false },
  { label: 'My Tasks', to: '/my-tasks', access: 'staff', adminBadge: false },
  { label: 'Project', to: '/project-staff', access: 'staff', adminBadge: false },
  { label: 'Projects', to: '/projects', access: 'manager', adminBadge: false },
  { label: 'Tasks', to: '/tasks', access: 'manager', adminBadge: false },
  { label: 'Chat', to: '/chat', access: 'staff', adminBadge: false },
  { label: 'Users', to: '/users', access: 'admin', adminBadge: true },
  { label: 'Roles', to: '/roles', access: 'admin', adminBadge: true },
]
const RANK = { all: 0, staff: 1, manager: 2, admin: 3 }
const menuOf = (level: keyof typeof RANK) => ALL_MENU.filter((entry) => RANK[entry.access] <= RANK[level])

function task(id: number, title: string, extra: Partial<Task> = {}): Task {
  return taskFixture(id, { title, project: { id: 1, name: 'Website' }, ...extra })
}
const project = { id: 1, name: 'Website relaunch', status: 'ACTIVE' } as Project
const person = { id: 9, firstName: 'Grace', lastName: 'Kim', username: 'grace' } as User
const room = { id: 5, name: 'Design team' } as ChatRoom

function sources(user: PaletteSources['user'], level: keyof typeof RANK, extra: Partial<PaletteSources> = {}): PaletteSources {
  return { user, menu: menuOf(level), tasks: [task(12, 'Design hero section'), task(120, 'Write copy')], projects: [project], people: [person], rooms: [room], ...extra }
}

const labels = (items: { label: string }[]) => items.map((item) => item.label)

describe('palette sources and permissions', () => {
  it('shows staff only the screens of their menu, never admin or manager screens', () => {
    const screens = buildPaletteIndex(sources(staff, 'staff')).filter((item) => item.group === 'Screens')
    expect(labels(screens)).toEqual(['Dashboard', 'My Tasks', 'Project', 'Chat'])
  })

  it('shows the shortcut of New task and of the screens g reaches', () => {
    const index = buildPaletteIndex(sources(staff, 'staff'))
    expect(index.find((item) => item.label === 'New task')?.keys).toEqual(['c'])
    expect(index.filter((item) => item.group === 'Screens').map((item) => item.keys?.join(' '))).toEqual(['g d', 'g t', 'g p', 'g c'])
    expect(index.find((item) => item.label === 'Toggle theme')?.keys).toBeUndefined()
  })

  it('gives an admin every screen, and people that open the users page', () => {
    const index = buildPaletteIndex(sources(admin, 'admin'))
    expect(labels(index.filter((item) => item.group === 'Screens'))).toContain('Users')
    expect(index.find((item) => item.group === 'People')?.target).toEqual({ kind: 'person', id: 9, username: 'grace', opens: 'users' })
    expect(buildPaletteIndex(sources(manager, 'manager')).find((item) => item.group === 'People')?.target).toMatchObject({ opens: 'dashboard' })
  })

  it('gives a user without a role no records and no create actions, whatever lists arrive', () => {
    const index = buildPaletteIndex(sources(nobody, 'all'))
    expect(new Set(index.map((item) => item.group))).toEqual(new Set(['Actions', 'Screens']))
    expect(labels(index.filter((item) => item.group === 'Actions'))).toEqual(['Toggle theme', 'Sign out'])
  })

  it('offers New project to managers and admins, New task to staff too', () => {
    const actions = (user: PaletteSources['user'], level: keyof typeof RANK) => labels(buildPaletteIndex(sources(user, level)).filter((item) => item.group === 'Actions'))
    expect(actions(staff, 'staff')).toEqual(['New task', 'Toggle theme', 'Sign out'])
    expect(actions(manager, 'manager')).toEqual(['New task', 'New project', 'Toggle theme', 'Sign out'])
  })

  it('offers Assign to me and the other statuses on a task page', () => {
    const onPage = task(12, 'Design hero section', { status: 'IN_PROGRESS' })
    const actions = buildPaletteIndex(sources(staff, 'staff', { taskOnPage: onPage })).filter((item) => item.group === 'Actions')
    expect(labels(actions)).toEqual(['New task', 'Assign to me', 'Change status to To Do', 'Change status to Completed', 'Toggle theme', 'Sign out'])
    const mine = buildPaletteIndex(sources(staff, 'staff', { taskOnPage: { ...onPage, assigneeId: staff.id } }))
    expect(labels(mine)).not.toContain('Assign to me')
  })
})

describe('palette search', () => {
  const index = buildPaletteIndex(sources(manager, 'manager', { projects: [project, { ...project, id: 12, name: 'Twelve' }] }))

  it('finds a task by #id or plain id, exactly, first, before a project of that id', () => {
    for (const query of ['#12', '12']) {
      const [first] = searchPalette(index, query)
      expect(first.group).toBe('Tasks')
      expect(first.items[0].label).toBe('Design hero section')
    }
  })

  it('finds tasks, projects, people and rooms by a title fragment or initials', () => {
    expect(searchPalette(index, 'hero').flatMap((section) => labels(section.items))).toEqual(['Design hero section'])
    expect(searchPalette(index, 'grace').map((section) => section.group)).toEqual(['People'])
    expect(searchPalette(index, 'relaunch').map((section) => section.group)).toEqual(['Projects'])
    expect(searchPalette(index, 'dhs').find((section) => section.group === 'Tasks')?.items[0].label).toBe('Design hero section')
  })

  it('says nothing when nothing matches', () => {
    expect(searchPalette(index, 'zzzz')).toEqual([])
  })

  it('shows recent items, then actions and screens, for an empty query', () => {
    const recent = recentItems(index, ['task:120', 'task:999', 'screen:/tasks'])
    const sections = searchPalette(index, '', recent)
    expect(sections.map((section) => section.group)).toEqual(['Recent', 'Actions', 'Screens'])
    expect(labels(sections[0].items)).toEqual(['Write copy', 'Tasks'])
    expect(labels(sections[2].items)).not.toContain('Tasks')
  })

  it('stays instant at 5,000 tasks: at most eight a group', () => {
    const tasks = Array.from({ length: 5000 }, (_, at) => task(at + 1, `Task number ${at + 1} for the design review`))
    const big = buildPaletteIndex({ ...sources(manager, 'manager'), tasks })
    const started = performance.now()
    const sections = searchPalette(big, 'design rev')
    const elapsed = performance.now() - started
    expect(sections.find((section) => section.group === 'Tasks')?.items).toHaveLength(GROUP_LIMIT)
    expect(elapsed).toBeLessThan(100)
  })
})

describe('shortcuts per user', () => {
  it('sends g t to Tasks for a manager and My Tasks for staff, and g p likewise', () => {
    expect(goTarget(menuOf('manager'), 't')?.to).toBe('/tasks')
    expect(goTarget(menuOf('staff'), 't')?.to).toBe('/my-tasks')
    expect(goTarget(menuOf('staff'), 'p')?.to).toBe('/project-staff')
    expect(goTarget(menuOf('all'), 'c')).toBeUndefined()
  })

  it('lists only the shortcuts that work for the user', () => {
    const rows = (user: PaletteSources['user'], level: keyof typeof RANK) => shortcutRows(user, menuOf(level), 'Ctrl+K').map((row) => row.description)
    expect(rows(staff, 'staff')).toEqual([
      'Open the command palette',
      'Show keyboard shortcuts',
      'Focus the search box',
      'New task',
      'Close the palette or dialog',
      'Go to Dashboard',
      'Go to My Tasks',
      'Go to Project',
      'Go to Chat',
      'Next item in the list',
      'Previous item in the list',
      'Select the focused task',
      'Edit the focused or open task',
      'Change the focused or open task’s status',
      'Assign the focused or open task',
    ])
    expect(rows(nobody, 'all')).toEqual(['Open the command palette', 'Show keyboard shortcuts', 'Focus the search box', 'Close the palette or dialog', 'Go to Dashboard'])
  })
})
