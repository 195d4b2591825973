import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/test/render'
import { db } from '../../../mocks/db'

describe('/signup', () => {
  it('validates every required field and the email format', async () => {
    const user = userEvent.setup()
    await renderApp('/signup')
    await user.click(await screen.findByRole('button', { name: 'Create account' }))
    for (const message of [
      'First name is required',
      'Last name is required',
      'Username is required',
      'Email is required',
      'Mobile number is required',
      'Password is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument()
  })

  async function fill(username: string, email = 'rui@example.com') {
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/^First name/), 'Rui')
    await user.type(screen.getByLabelText(/^Last name/), 'Silva')
    await user.type(screen.getByLabelText(/^Username/), username)
    await user.type(screen.getByLabelText(/^Email/), email)
    await user.type(screen.getByLabelText(/^Mobile number/), '+351 900 000 000')
    await user.type(screen.getByLabelText(/^Password/), 'secret123')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
  }

  it("creates the account with the spec toast and goes to /", async () => {
    const { history } = await renderApp('/signup')
    await fill('rui.silva')
    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument()
    await waitFor(() => expect(history.location.pathname).toBe('/'))
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ username: 'rui.silva' })
  })

  it("shows 'Registration failed' with the server's reason when the username is taken", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { history } = await renderApp('/signup')
    await fill('manager')
    await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes("Username 'manager' is already taken"))).toBe(true))
    // …and under the field it is about.
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription("Username 'manager' is already taken")
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getAllByText('Registration failed').length).toBeGreaterThan(0)
    expect(screen.getByText('Please check your information and try again.')).toBeInTheDocument()
    expect(history.location.pathname).toBe('/signup')
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Rui')
  })

  it('says under Email when another account already uses the address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const taken = db.users.findFirst((q) => q.where({ username: 'staff' }), { strict: true }).email
    await renderApp('/signup')
    await fill('rui.silva', taken)
    const message = `Email '${taken}' is already used by another account`
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(message))
    expect(screen.getByLabelText(/^Username/)).not.toHaveAttribute('aria-invalid', 'true')
    expect(db.users.findFirst((q) => q.where({ username: 'rui.silva' }))).toBeUndefined()
  })
})
