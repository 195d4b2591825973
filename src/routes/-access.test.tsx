import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { db } from '../../mocks/db'
import { createAppRouter } from '@/router'
import { menuFor } from '@/lib/navigation'
import { createQueryClient } from '@/lib/query-client'
import { createSessionStore } from '@/lib/session-store'
import { renderApp } from '@/test/render'

const { routesById } = createAppRouter({ queryClient: createQueryClient(), session: createSessionStore() })
const withRoles = (...names: string[]) => ({ roles: names.map((name) => ({ name })) })
const menuOf = (role: string) => menuFor(routesById, withRoles(role)).map(({ label, to, adminBadge }) => ({ label, to, adminBadge }))

/** SPEC §2's menu table: entry, route, and the 'Admin' badge, in its order. */
const TABLE = [
  { label: 'Dashboard', to: '/dashboard', adminBadge: false, visibleTo: ['admin', 'manager', 'staff'] },
  { label: 'My Tasks', to: '/my-tasks', adminBadge: false, visibleTo: ['admin', 'manager', 'staff'] },
  { label: 'Project', to: '/project-staff', adminBadge: false, visibleTo: ['admin', 'manager', 'staff'] },
  { label: 'Project Tasks', to: '/project-tasks', adminBadge: false, visibleTo: ['admin', 'manager', 'staff'] },
  { label: 'Projects', to: '/projects', adminBadge: false, visibleTo: ['admin', 'manager'] },
  { label: 'Tasks', to: '/tasks', adminBadge: false, visibleTo: ['admin', 'manager'] },
  { label: 'Daily Checklist', to: '/daily-checklist', adminBadge: false, visibleTo: ['admin', 'manager', 'staff'] },
  { label: 'Checklist Templates', to: '/checklist-templates', adminBadge: false, visibleTo: ['admin', 'manager', 'staff'] },
  { label: 'Chat', to: '/chat', adminBadge: false, visibleTo: ['admin', 'manager', 'staff'] },
  { label: 'Users', to: '/users', adminBadge: true, visibleTo: ['admin'] },
  { label: 'Roles', to: '/roles', adminBadge: true, visibleTo: ['admin'] },
]
const tableFor = (level: string) => TABLE.filter((row) => row.visibleTo.includes(level)).map(({ label, to, adminBadge }) => ({ label, to, adminBadge }))

describe('required access, declared once per route', () => {
  it('is declared by every route of the signed-in app', () => {
    const appRoutes = Object.values(routesById).filter((route) => route.id.startsWith('/_app/'))
    expect(appRoutes.length).toBeGreaterThanOrEqual(12)
    for (const route of appRoutes) {
      expect({ id: route.id, access: route.options.staticData?.access }).toEqual({ id: route.id, access: expect.stringMatching(/^(all|staff|manager|admin)$/) })
    }
  })

  it('gives the menu exactly SPEC §2 table for admin, manager and staff', () => {
    expect(menuOf('ROLE_ADMIN')).toEqual(tableFor('admin'))
    expect(menuOf('ROLE_MANAGER')).toEqual(tableFor('manager'))
    expect(menuOf('ROLE_STAFF')).toEqual(tableFor('staff'))
  })

  it('gives a user without a staff role only the dashboard, and keeps them out of the screens', async () => {
    expect(menuOf('ROLE_USER')).toEqual([{ label: 'Dashboard', to: '/dashboard', adminBadge: false }])
    const nobody = db.users.findFirst((q) => q.where({ lastName: 'Almeida' }), { strict: true })
    await renderApp('/tasks/1', { as: nobody.username })
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeInTheDocument()
    expect(screen.getByText(/only for staff, managers and admins/)).toBeInTheDocument()
  })

  it('shows the no-access page inside the app shell, with the role’s menu', async () => {
    await renderApp('/roles', { as: 'manager' })
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeInTheDocument()
    expect(within(screen.getByRole('banner')).getByText('@manager')).toBeInTheDocument()
    const menu = screen.getByRole('navigation', { name: 'Main menu' })
    expect(within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      tableFor('manager').map(({ label, to }) => [label, to]),
    )
  })
})
