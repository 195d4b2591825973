import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dayjs from 'dayjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/test/render'

const fill = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByLabelText(/Card number/), '4242424242424242')
  await user.type(screen.getByLabelText(/Name on card/), 'Marcus Bennett')
  await user.type(screen.getByLabelText(/Expiry date/), '1239')
  await user.type(screen.getByLabelText(/CVV/), '123')
  await user.type(screen.getByLabelText(/Email/), 'marcus@example.com')
}

afterEach(() => vi.restoreAllMocks())

describe('/checkout', () => {
  it('shows the order summary for Professional by default', async () => {
    await renderApp('/checkout')
    const summary = await screen.findByRole('region', { name: 'Order summary' })
    expect(within(summary).getByTestId('order-plan')).toHaveTextContent('Professional')
    const rows = within(summary)
    expect(rows.getAllByText('$29.00').length).toBeGreaterThan(0)
    expect(rows.getByText('$0.00')).toBeInTheDocument()
    expect(rows.getByText('Monthly')).toBeInTheDocument()
    expect(rows.getAllByText(dayjs().add(14, 'day').format('MMMM D, YYYY')).length).toBeGreaterThan(0)
  })

  it('takes the plan name from navigation state', async () => {
    const { history } = await renderApp('/')
    act(() => history.push('/checkout', { plan: 'Team Plus' }))
    expect(await screen.findByTestId('order-plan')).toHaveTextContent('Team Plus')
  })

  it('formats the card fields as they are typed', async () => {
    const user = userEvent.setup()
    await renderApp('/checkout')
    const number = await screen.findByLabelText(/Card number/)
    await user.type(number, '4242 4242-4242x42424242 99')
    expect(number).toHaveValue('4242 4242 4242 4242')
    expect(number).toHaveAttribute('maxlength', '19')
    const expiry = screen.getByLabelText(/Expiry date/)
    await user.type(expiry, '12')
    expect(expiry).toHaveValue('12/')
    await user.type(expiry, '3999')
    expect(expiry).toHaveValue('12/39')
    expect(expiry).toHaveAttribute('maxlength', '5')
    const cvv = screen.getByLabelText(/CVV/)
    await user.type(cvv, '1a2b345')
    expect(cvv).toHaveValue('1234')
    expect(cvv).toHaveAttribute('maxlength', '4')
  })

  it('explains what is missing and stays on the page', async () => {
    const user = userEvent.setup()
    const { history } = await renderApp('/checkout')
    await user.click(await screen.findByRole('button', { name: 'Complete payment' }))
    expect(await screen.findByText('Card number is required')).toBeInTheDocument()
    expect(screen.getByText('Name on card is required')).toBeInTheDocument()
    expect(screen.getByText('Expiry date is required')).toBeInTheDocument()
    expect(screen.getByText('CVV must be 3 or 4 digits')).toBeInTheDocument()
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/Expiry date/), '0120')
    await user.click(screen.getByRole('button', { name: 'Complete payment' }))
    expect(await screen.findByText('This card has expired')).toBeInTheDocument()
    expect(history.location.pathname).toBe('/checkout')
  })

  it('processes for 2 seconds without any call, then toasts and goes to /dashboard', async () => {
    const user = userEvent.setup()
    const { history } = await renderApp('/checkout', { as: 'manager' })
    await fill(user)
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const started = Date.now()
    await user.click(screen.getByRole('button', { name: 'Complete payment' }))

    const processing = await screen.findByRole('button', { name: /Processing payment/ })
    expect(processing).toBeDisabled()
    expect(screen.getByLabelText(/Card number/)).toBeDisabled()
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(history.location.pathname).toBe('/checkout')
    expect(fetchSpy).not.toHaveBeenCalled()

    expect(await screen.findByText('Payment successful', {}, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.getByText('Welcome to Taskhive Professional! Your 14-day free trial has started.')).toBeInTheDocument()
    expect(Date.now() - started).toBeGreaterThanOrEqual(1950)
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'))
  })

  it('signed out, says the plan is reserved and goes to sign up with it, not to a welcome', async () => {
    const user = userEvent.setup()
    const { history } = await renderApp('/checkout')
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Complete payment' }))

    expect(await screen.findByText('Plan reserved', {}, { timeout: 8000 })).toBeInTheDocument()
    expect(
      screen.getByText('Your Taskhive Professional plan is reserved. Create an account, or sign in, to start your 14-day free trial.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Payment successful')).toBeNull()
    await waitFor(() => expect(history.location.pathname).toBe('/signup'))
    expect(history.location.state.plan).toBe('Professional')
    expect(await screen.findByText('Your Professional plan is reserved: create your account to start its free trial.')).toBeInTheDocument()
  })

  it('reaches checkout from the Professional plan on /pricing', async () => {
    const user = userEvent.setup()
    const { history } = await renderApp('/pricing')
    const professional = await screen.findByRole('article', { name: 'Professional' })
    await user.click(within(professional).getByRole('link', { name: 'Start free trial' }))
    await waitFor(() => expect(history.location.pathname).toBe('/checkout'))
    expect(history.location.state.plan).toBe('Professional')
    expect(await screen.findByTestId('order-plan')).toHaveTextContent('Professional')
  })
})
