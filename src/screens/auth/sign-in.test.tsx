import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiPaths } from '@/contract/paths'
import { apiUrl } from '@/lib/config'
import { renderApp } from '@/test/render'
import { server } from '../../../mocks/node'

const menuLabels = async () =>
  within(await screen.findByRole('navigation', { name: 'Main menu' }))
    .getAllByRole('link')
    .map((link) => link.textContent?.replace('Admin', '').trim())

describe('/signin', () => {
  it('requires username and password', async () => {
    const user = userEvent.setup()
    await renderApp('/signin')
    await user.click(await screen.findByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Username is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
  })

  it('signs a manager in with the spec toast and lands on the dashboard with the manager menu', async () => {
    const user = userEvent.setup()
    const { history } = await renderApp('/signin')
    await user.type(await screen.findByLabelText(/Username/), 'manager')
    await user.type(screen.getByLabelText(/Password/), 'manager123')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    // The toast stack is a lazy chunk: its first load can take a while on a busy machine.
    expect(await screen.findByText('Welcome back! You have successfully signed in.', {}, { timeout: 10_000 })).toBeInTheDocument()
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'))
    expect(await menuLabels()).toEqual(['Dashboard', 'My Tasks', 'Project', 'Project Tasks', 'Projects', 'Tasks', 'Daily Checklist', 'Checklist Templates', 'Chat'])
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ username: 'manager', id: 2, token: expect.any(String) })
  })

  it('shows the spec failure message for a wrong password', async () => {
    const user = userEvent.setup()
    await renderApp('/signin')
    await user.type(await screen.findByLabelText(/Username/), 'staff')
    await user.type(screen.getByLabelText(/Password/), 'wrong-password')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    const alerts = await screen.findAllByRole('alert')
    expect(alerts.some((alert) => /Sign in failed.*Please check your credentials and try again\./s.test(alert.textContent ?? ''))).toBe(true)
    expect(localStorage.getItem('user')).toBeNull()
  })

  it.each([
    ['no connection', () => HttpResponse.error()],
    ['a static host answering with its HTML page', () => new HttpResponse('<!doctype html><html><body>Not here</body></html>', { status: 404, headers: { 'Content-Type': 'text/html' } })],
    ['a gateway with nothing behind it', () => new HttpResponse('Bad gateway', { status: 502 })],
  ])('says the server cannot be reached, not that the credentials are wrong, with %s', async (_case, answer) => {
    server.use(http.post(apiUrl(apiPaths.auth.login()), answer))
    const user = userEvent.setup()
    await renderApp('/signin')
    await user.type(await screen.findByLabelText(/Username/), 'staff')
    await user.type(screen.getByLabelText(/Password/), 'staff123')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    const alerts = await screen.findAllByRole('alert')
    expect(alerts.some((alert) => /Cannot reach the server.*Check your connection/s.test(alert.textContent ?? ''))).toBe(true)
    expect(alerts.some((alert) => /check your credentials/i.test(alert.textContent ?? ''))).toBe(false)
  })

  it("shows the server's throttling message after too many wrong passwords, not 'check your credentials'", async () => {
    const user = userEvent.setup()
    await renderApp('/signin')
    await user.type(await screen.findByLabelText(/Username/), 'staff')
    const password = screen.getByLabelText(/Password/)
    await user.type(password, 'wrong-password')
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await user.click(screen.getByRole('button', { name: 'Sign In' }))
      await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled())
    }
    await user.clear(password)
    await user.type(password, 'staff123')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    const message = 'Too many failed sign-in attempts. Try again in 30 seconds.'
    // The form's own alert (earlier attempts' toasts may still be on screen).
    const form = screen.getByRole('button', { name: 'Sign In' }).closest('form') as HTMLElement
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(`Sign in failed${message}`))
    expect(within(form).getByRole('alert')).not.toHaveTextContent(/check your credentials/i)
    expect(localStorage.getItem('user')).toBeNull()
  })

  it('signs in with one click as a demo account', async () => {
    const user = userEvent.setup()
    const { history } = await renderApp('/signin')
    await user.click(await screen.findByRole('button', { name: 'Sign in as demo Admin' }))
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'))
    expect(await menuLabels()).toContain('Users')
    expect(screen.getAllByText('Admin', { selector: '.mantine-Badge-label' })).toHaveLength(2)
  })
})
