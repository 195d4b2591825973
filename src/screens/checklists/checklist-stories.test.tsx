/**
 * The checklist screens' empty and failed states, rendered from the very stories designers review.
 * Whole-app stories get a file of their own: a story's app leaves module state behind that later
 * app renders in the same file trip over.
 */
import { composeStories } from '@storybook/react-vite'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderStory } from '@/test/stories'
import * as templateStories from '../../../stories/features/checklists/checklist-templates.stories'
import * as dailyStories from '../../../stories/features/checklists/daily-checklist.stories'

const daily = composeStories(dailyStories)
const templates = composeStories(templateStories)

describe('checklist screens from their stories', { timeout: 60_000 }, () => {
  it('/daily-checklist: an empty day reads 0/0 (story: Empty)', async () => {
    await renderStory(daily.Empty)
    expect(screen.getByText('Nothing on your checklist today')).toBeInTheDocument()
    expect(screen.getByTestId('checklist-progress')).toHaveTextContent('0/0 completed')
  })

  it('/daily-checklist: a load failure toasts and offers Try again (story: Load failed)', async () => {
    await renderStory(daily.LoadFailed)
    expect((await screen.findAllByText('Failed to load your daily checklist', {}, { timeout: 15_000 })).length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('/daily-checklist: a held tick says Saving… instead of All done (story: Saving a tick)', async () => {
    await renderStory(daily.SavingATick)
    expect(screen.queryByText('All done for today')).not.toBeInTheDocument()
  })

  it('/checklist-templates: no templates shows the empty grid (story: Empty)', async () => {
    await renderStory(templates.Empty)
    expect(screen.getByText('No checklist templates yet')).toBeInTheDocument()
    expect(screen.getByText('Create a template to give people a daily routine.')).toBeInTheDocument()
  })
})
