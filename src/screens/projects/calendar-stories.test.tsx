/** The calendar's states, rendered from the stories designers review. */
import { composeStories } from '@storybook/react-vite'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderStory } from '@/test/stories'
import * as stories from '../../../stories/features/calendar/calendar.stories'

const { Busy, Empty, Dragging, LiveUpdateArriving } = composeStories(stories)

describe('the calendar from its stories', { timeout: 60_000 }, () => {
  it('Busy: 600 tasks, three a day and "+N more"', async () => {
    await renderStory(Busy)
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^\+\d+ more$/ }).length).toBeGreaterThan(20), { timeout: 15_000 })
  })

  it('Empty: the days, and no tasks', async () => {
    await renderStory(Empty)
    expect(await screen.findAllByRole('group', { name: /^Monday, .*, 0 tasks$/ }, { timeout: 15_000 })).not.toHaveLength(0)
    expect(document.querySelector('[data-task]')).toBeNull()
  })

  it('Dragging and a live update arriving play through', async () => {
    const dragging = await renderStory(Dragging)
    expect(dragging.container.querySelector('[data-over]')).not.toBeNull()
    dragging.unmount()
    await renderStory(LiveUpdateArriving)
  })
})
