/**
 * Stories as test fixtures (`composeStories`): a screen test renders the very state a designer
 * reviews, with the story's loaders, msw overrides and play function. The stories' msw context is
 * the tests' msw/node server instead of the browser worker that Storybook starts.
 */
import { setProjectAnnotations } from '@storybook/react-vite'
import { render } from '@testing-library/react'
import type { SetupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import type { ComponentType } from 'react'
import preview from '../../.storybook/preview'
import { server } from '../../mocks/node'
import { reseed } from '../../stories/support/seed'

const { loaders: _browserLoaders, ...annotations } = preview

/** The addon's `msw` context, backed by the tests' msw/node server (already listening). */
const worker: SetupWorker = {
  start: async () => undefined,
  stop: () => undefined,
  use: (...handlers) => server.use(...handlers),
  restoreHandlers: () => server.restoreHandlers(),
  resetHandlers: (...handlers) => server.resetHandlers(...handlers),
  listHandlers: () => server.listHandlers(),
  events: server.events,
}

setProjectAnnotations([{ ...annotations, loaders: [reseed, mswLoader(() => worker)] }])

interface ComposedStory {
  load: () => Promise<void>
  play?: (context: { canvasElement: HTMLElement }) => Promise<void> | void
}

/**
 * Loads a composed story (loaders, `beforeEach` msw overrides), renders it with Testing Library
 * (so the usual cleanup unmounts it) and runs its play function against it.
 */
export async function renderStory(Story: ComposedStory & ComponentType) {
  await Story.load()
  const view = render(<Story />)
  await Story.play?.({ canvasElement: view.container })
  return view
}
