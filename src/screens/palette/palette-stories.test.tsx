/** The palette's stories, played as tests over the same seeded server (one file: whole-app stories). */
import { composeStories } from '@storybook/react-vite'
import { describe, it } from 'vitest'
import { renderStory } from '@/test/stories'
import * as paletteStories from '../../../stories/features/palette/command-palette.stories'

const stories = composeStories(paletteStories)

describe('command palette stories', { timeout: 60_000 }, () => {
  it('with results: tasks found, the first option selected', () => renderStory(stories.WithResults))
  it('recent items: a screen opened through the palette comes back as recent', () => renderStory(stories.RecentItems))
  it('no results: a message, no empty listbox', () => renderStory(stories.NoResults))
  it('cheat sheet: the shortcuts that work for a manager', () => renderStory(stories.CheatSheet))
})
