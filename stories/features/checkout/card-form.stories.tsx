import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CardForm } from '@/screens/checkout/components/card-form'
import { OrderSummary } from '@/screens/checkout/components/order-summary'

const FILLED = {
  cardNumber: '4242 4242 4242 4242',
  cardName: 'Marcus Bennett',
  expiryDate: '12/29',
  cvv: '123',
  email: 'marcus@example.com',
}

const meta = {
  title: 'Features/Checkout/Card form',
  component: CardForm,
  args: { onPay: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, margin: '24px auto', padding: '0 16px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CardForm>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Complete payment' }))
    await expect(await canvas.findByText('Card number is required')).toBeInTheDocument()
    await expect(canvas.getByText('CVV must be 3 or 4 digits')).toBeInTheDocument()
    await expect(args.onPay).not.toHaveBeenCalled()
  },
}

export const InvalidValues: Story = {
  args: { initialValues: { cardNumber: '4242 4242', cardName: 'Marcus Bennett', expiryDate: '13/29', cvv: '12', email: 'marcus@' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Complete payment' }))
    await expect(await canvas.findByText('Enter the full card number (13 to 16 digits)')).toBeInTheDocument()
    await expect(canvas.getByText('Use the MM/YY format')).toBeInTheDocument()
  },
}

export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const number = canvas.getByLabelText(/Card number/)
    await userEvent.type(number, '4242424242424242')
    await expect(number).toHaveValue('4242 4242 4242 4242')
    const expiry = canvas.getByLabelText(/Expiry date/)
    await userEvent.type(expiry, '1229')
    await expect(expiry).toHaveValue('12/29')
  },
}

export const Filled: Story = {
  args: { initialValues: FILLED },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Complete payment' }))
    await expect(args.onPay).toHaveBeenCalledWith(FILLED, expect.anything())
  },
}

export const Processing: Story = { args: { initialValues: FILLED, processing: true } }

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } }

export const Summary: StoryObj<typeof OrderSummary> = {
  render: () => <OrderSummary plan="Professional" firstPayment="June 26, 2026" />,
}
