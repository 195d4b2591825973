import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { pageStory } from '../../support/a11y'
import { AppAt } from '../../support/app-at'
import { signedInAs } from '../../support/session'

const meta = {
  title: 'Pages/Public site',
  component: AppAt,
  parameters: pageStory,
  loaders: [signedInAs(null)],
} satisfies Meta<typeof AppAt>
export default meta
type Story = StoryObj<typeof meta>

const phone = { viewport: { value: 'phone', isRotated: false } }

export const Home: Story = { args: { path: '/' } }
export const HomePhone: Story = { args: { path: '/' }, globals: phone }
export const HomeSignedIn: Story = { args: { path: '/' }, loaders: [signedInAs('manager')] }

export const PhoneMenu: Story = {
  args: { path: '/' },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const burger = await canvas.findByRole('button', { name: 'Toggle site menu', hidden: true })
    // The burger exists only below the md breakpoint; opened at desktop width there is nothing to try.
    if (!burger.checkVisibility()) return
    await userEvent.click(burger)
    const body = within(canvasElement.ownerDocument.body)
    await expect(await body.findByRole('navigation', { name: 'Menu' })).toBeInTheDocument()
  },
}

export const Features: Story = { args: { path: '/features' } }
export const FeaturesPhone: Story = { args: { path: '/features' }, globals: phone }

export const About: Story = { args: { path: '/about' } }
export const AboutPhone: Story = { args: { path: '/about' }, globals: phone }

export const Documentation: Story = { args: { path: '/documentation' } }
export const DocumentationPhone: Story = { args: { path: '/documentation' }, globals: phone }
export const DocumentationTasksTab: Story = { args: { path: '/documentation?tab=tasks' } }
export const DocumentationProjectsTab: Story = {
  args: { path: '/documentation?tab=projects' },
  play: async ({ canvasElement }) => {
    const tab = await within(canvasElement).findByRole('tab', { name: 'Projects' })
    await expect(tab).toHaveAttribute('aria-selected', 'true')
  },
}
export const DocumentationAdvancedTab: Story = { args: { path: '/documentation?tab=advanced' } }

export const Pricing: Story = { args: { path: '/pricing' } }
export const PricingPhone: Story = { args: { path: '/pricing' }, globals: phone }

export const Checkout: Story = { args: { path: '/checkout' } }
export const CheckoutPhone: Story = { args: { path: '/checkout' }, globals: phone }

export const NotFound: Story = { args: { path: '/this/page/does/not/exist' } }
export const NotFoundPhone: Story = { args: { path: '/this/page/does/not/exist' }, globals: phone }
