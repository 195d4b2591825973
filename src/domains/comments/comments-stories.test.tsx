/** The comments panel's states, rendered from the stories designers review (see src/test/stories.tsx). */
import { composeStories } from '@storybook/react-vite'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderStory } from '@/test/stories'
import * as commentStories from '../../../stories/features/comments/comments.stories'

const { AFew, AsAdmin, Empty, LoadFailed } = composeStories(commentStories)

describe('comments panel from its stories', () => {
  it('shows Edit and Delete only on my own comments (story: A few)', async () => {
    await renderStory(AFew)
    const articles = await screen.findAllByRole('article')
    expect(articles).toHaveLength(4)
    const editable = articles.filter((article) => within(article).queryByRole('button', { name: 'Delete' }))
    expect(editable).toHaveLength(2)
    for (const article of editable) expect(within(article).getByText('Sofia Ramirez')).toBeInTheDocument()
  })

  it('lets an admin edit and delete anyone’s comment (story: As admin)', async () => {
    await renderStory(AsAdmin)
    const articles = await screen.findAllByRole('article')
    expect(articles).toHaveLength(4)
    for (const article of articles) {
      expect(within(article).getByRole('button', { name: 'Edit' })).toBeInTheDocument()
      expect(within(article).getByRole('button', { name: 'Delete' })).toBeInTheDocument()
    }
  })

  it('invites the first comment when there are none, with Add disabled (story: Empty)', async () => {
    await renderStory(Empty)
    expect(screen.getByText('No comments yet. Start the conversation below.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled()
  })

  it('says so when comments cannot be loaded (story: Load failed)', async () => {
    await renderStory(LoadFailed)
    expect(await screen.findByText('Failed to load comments')).toBeInTheDocument()
    expect(screen.queryAllByRole('article')).toHaveLength(0)
  })
})
