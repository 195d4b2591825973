/** My tasks' states, rendered from the very stories designers review (a file of their own, see checklist-stories.test.tsx). */
import { composeStories } from '@storybook/react-vite'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderStory } from '@/test/stories'
import * as stories from '../../../stories/features/my-tasks/my-tasks.stories'

const { Loaded, Loading, Empty, LoadFailed, WithCompleted } = composeStories(stories)

describe('/my-tasks from its stories', { timeout: 60_000 }, () => {
  it('Loaded: the staff member’s sections, Overdue first', async () => {
    await renderStory(Loaded)
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveAccessibleName(/^Overdue, \d+ tasks?$/)
  })

  it('With completed: the switch is on and Completed comes last', async () => {
    await renderStory(WithCompleted)
    expect(await screen.findByRole('heading', { name: /^Completed, \d+ tasks?$/ }, { timeout: 15_000 })).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'Show completed' })).toBeChecked()
    expect(screen.getAllByRole('heading', { level: 2 }).at(-1)).toHaveAccessibleName(/^Completed,/)
  })

  it('Loading: the spinner', async () => {
    await renderStory(Loading)
    expect(await screen.findByRole('progressbar', { name: 'Loading tasks' })).toBeInTheDocument()
  })

  it('Empty: the friendly empty state', async () => {
    await renderStory(Empty)
    expect(await screen.findByText('Nothing assigned to you', {}, { timeout: 15_000 })).toBeInTheDocument()
  })

  it('Load failed: the failure with Try again', async () => {
    await renderStory(LoadFailed)
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 15_000 })).toBeInTheDocument()
  })
})
