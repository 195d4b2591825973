/** The task activity section's states, rendered from its stories (see board-stories.test.tsx). */
import { composeStories } from '@storybook/react-vite'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderStory } from '@/test/stories'
import { server } from '../../../mocks/node'
import * as stories from '../../../stories/features/tasks/task-activity.stories'

const { Loaded, Empty, Loading, LoadFailed } = composeStories(stories)

describe('the task activity section from its stories', { timeout: 60_000 }, () => {
  it('Loaded: each change in words with who, newest first, down to the creation', async () => {
    await renderStory(Loaded)
    const items = screen.getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Sofia Ramirez changed the status from In Progress to In Review',
      expect.stringMatching(/^Marcus Bennett changed the due date from [A-Z][a-z]{2} \d{1,2}, \d{4} to Dec 4, 2026$/),
      expect.stringMatching(/^Marcus Bennett changed the priority from (Low|Medium) to High$/),
      expect.stringMatching(/^Marcus Bennett (re)?assigned it (from .+ )?to Sofia Ramirez$/),
      'Sofia Ramirez changed the status from To Do to In Progress',
      'Task created',
    ])
  })

  it('Empty: says so', async () => {
    await renderStory(Empty)
    expect(screen.getByText('No activity yet')).toBeInTheDocument()
  })

  it('Loading: a spinner', async () => {
    await renderStory(Loading)
    expect(screen.getByRole('progressbar', { name: 'Loading activity' })).toBeInTheDocument()
  })

  it('Load failed: Try again fetches again', async () => {
    await renderStory(LoadFailed)
    server.resetHandlers()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('list', { name: 'Task activity' })).toBeInTheDocument()
  })
})
