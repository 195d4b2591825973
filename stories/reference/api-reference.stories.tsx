import type { Meta, StoryObj } from '@storybook/react-vite'
import { ApiReference } from './api-reference'

/** The HTTP and STOMP contract as a readable page (no network, no CDN): docs/openapi.json and docs/asyncapi.json. */
const meta = {
  title: 'Reference/API',
  component: ApiReference,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ApiReference>
export default meta

export const Contract: StoryObj<typeof meta> = {}
