import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { App } from '@/app'
import { createQueryClient } from '@/lib/query-client'
import { createSessionStore } from '@/lib/session-store'
import { renderApp } from '@/test/render'

describe('route guard and app shell', () => {
  it('redirects an unauthenticated visitor to /signin, replacing the history entry', async () => {
    const { history } = await renderApp('/tasks')
    await waitFor(() => expect(history.location.pathname).toBe('/signin'))
    expect(history.location.search).toContain('redirect')
    expect(history.length).toBe(1)
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument()
  })

  it("shows 'Loading...' while the session is loading", async () => {
    const session = createSessionStore()
    const history = createMemoryHistory({ initialEntries: ['/dashboard'] })
    render(<App session={session} history={history} queryClient={createQueryClient()} />)
    expect(await screen.findByText('Loading...')).toBeInTheDocument()
    expect(history.location.pathname).toBe('/dashboard')
  })

  it('shows a no-access page to a signed-in user whose role does not open the screen', async () => {
    await renderApp('/users', { as: 'staff' })
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeInTheDocument()
    expect(screen.getByText(/only for admins/)).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'User Management' })).toBeNull()
  })

  it('lets an admin open the admin screens', async () => {
    await renderApp('/roles', { as: 'admin' })
    expect(await screen.findByRole('heading', { name: 'Role Management' })).toBeInTheDocument()
  })

  it('keeps managers out of admin screens but lets them into manager screens', async () => {
    await renderApp('/projects', { as: 'manager' })
    expect(await screen.findByRole('heading', { name: 'Projects', level: 1 })).toBeInTheDocument()
  })

  it('shows the header with name and @username, the footer, and the staff menu', async () => {
    await renderApp('/dashboard', { as: 'staff' })
    const header = await screen.findByRole('banner')
    expect(within(header).getByText('Taskhive')).toBeInTheDocument()
    expect(within(header).getByText('Sofia Ramirez')).toBeInTheDocument()
    expect(within(header).getByText('@staff')).toBeInTheDocument()
    expect(screen.getByText(`© ${new Date().getFullYear()} Taskhive. All rights reserved.`)).toBeInTheDocument()
    const menu = screen.getByRole('navigation', { name: 'Main menu' })
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'My Tasks',
      'Project',
      'Project Tasks',
      'Daily Checklist',
      'Checklist Templates',
      'Chat',
    ])
  })

  it('signs out to /signin from the account menu', async () => {
    const user = userEvent.setup()
    const { history } = await renderApp('/dashboard', { as: 'manager' })
    // As a user would: once the screen has shown (it mounts just after the shell).
    await screen.findByRole('heading', { name: /Welcome back/ })
    await user.click(await screen.findByRole('button', { name: 'Marcus Bennett, account menu' }))
    // The account menu's item, not the dashboard's own Sign Out button.
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }))
    await waitFor(() => expect(history.location.pathname).toBe('/signin'))
    expect(history.location.search).not.toContain('redirect')
    expect(localStorage.getItem('user')).toBeNull()
  })

  it('ends the session when the server no longer knows the token', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 3, firstName: 'Sofia', lastName: 'Ramirez', username: 'staff', email: 's@x.io', mobileNo: '1', referralCode: null, referredBy: null, roles: [{ id: 3, name: 'ROLE_STAFF' }], token: 'forged-token' }),
    )
    const session = createSessionStore()
    session.init()
    const history = createMemoryHistory({ initialEntries: ['/dashboard'] })
    render(<App session={session} history={history} queryClient={createQueryClient()} />)
    const { apiRequest } = await import('@/lib/api-client')
    await expect(apiRequest('/users')).rejects.toThrow('API Error: 401')
    await waitFor(() => expect(history.location.pathname).toBe('/signin'))
    expect(await screen.findByText('Your session has ended')).toBeInTheDocument()
  })

  it('shows the 404 page for an unknown path', async () => {
    await renderApp('/no/such/page')
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  })
})
