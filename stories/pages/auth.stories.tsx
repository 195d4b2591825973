import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { apiUrl } from '@/lib/config'
import { pageStory } from '../support/a11y'
import { AppAt } from '../support/app-at'
import { signedInAs } from '../support/session'

const meta = {
  title: 'Pages/Auth',
  component: AppAt,
  parameters: pageStory,
  loaders: [signedInAs(null)],
} satisfies Meta<typeof AppAt>
export default meta
type Story = StoryObj<typeof meta>

export const SignIn: Story = { args: { path: '/signin' } }

export const SignInPhone: Story = {
  args: { path: '/signin' },
  globals: { viewport: { value: 'phone', isRotated: false } },
}

export const SignInValidation: Story = {
  args: { path: '/signin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign In' }))
    await expect(await canvas.findByText('Username is required')).toBeInTheDocument()
  },
}

export const SignInFailed: Story = {
  args: { path: '/signin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText(/Username/), 'staff')
    await userEvent.type(canvas.getByLabelText(/Password/), 'not-the-password')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 })
    await expect(alert).toHaveAccessibleName('Sign in failed')
    await expect(alert).toHaveTextContent('Please check your credentials and try again.')
  },
}

export const SignUp: Story = { args: { path: '/signup' } }

export const SignUpPhone: Story = {
  args: { path: '/signup' },
  globals: { viewport: { value: 'phone', isRotated: false } },
}

export const SignUpValidation: Story = {
  args: { path: '/signup' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Create account' }))
    await expect(await canvas.findByText('First name is required')).toBeInTheDocument()
  },
}

export const SignUpUsernameTaken: Story = {
  args: { path: '/signup' },
  beforeEach({ msw }) {
    msw.use(
      http.post(apiUrl('/auth/signup'), () =>
        HttpResponse.json({ message: "Username 'staff' is already taken" }, { status: 409 }),
      ),
    )
  },
}
