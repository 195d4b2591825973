import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/test/render'

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

  async function fill(username: string) {
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/^First name/), 'Rui')
    await user.type(screen.getByLabelText(/^Last name/), 'Silva')
    await user.type(screen.getByLabelText(/^Username/), username)
    await user.type(screen.getByLabelText(/^Email/), 'rui@example.com')
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
    expect(await screen.findByText("Username 'manager' is already taken")).toBeInTheDocument()
    expect(screen.getAllByText('Registration failed').length).toBeGreaterThan(0)
    expect(screen.getByText('Please check your information and try again.')).toBeInTheDocument()
    expect(history.location.pathname).toBe('/signup')
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Rui')
  })
})
