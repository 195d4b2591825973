/** The board's states, rendered from the very stories designers review (see checklist-stories.test.tsx). */
import { composeStories } from '@storybook/react-vite'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { stubBoardLayout } from '@/test/board-layout'
import { renderStory } from '@/test/stories'
import * as stories from '../../../stories/features/board/board.stories'

stubBoardLayout()

const { ProjectBoard, Empty, Dragging, LiveUpdateArriving } = composeStories(stories)

describe('the board from its stories', { timeout: 60_000 }, () => {
  it('Project board: four columns with their counts', async () => {
    await renderStory(ProjectBoard)
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(expect.arrayContaining(['To Do', 'In Progress', 'In Review', 'Completed']))
  })

  it('Empty: No tasks in every column', async () => {
    await renderStory(Empty)
    expect(screen.getAllByText('No tasks')).toHaveLength(4)
  })

  it('Dragging: a card held over the next column, announced', async () => {
    await renderStory(Dragging)
    expect(document.querySelector('[id^="DndLiveRegion"]')).toHaveTextContent(/moved to In Progress/)
    expect(within(document.body).getByRole('button', { name: /^Move .+/, pressed: true })).toBeInTheDocument()
  })

  it('Live update arriving: the card lights up', async () => {
    await renderStory(LiveUpdateArriving)
    expect(document.querySelector('.live-changed')).not.toBeNull()
  })
})
