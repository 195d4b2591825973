import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render'

describe('RecordLink (a light row\'s link)', () => {
  it('has the page as its href, navigates in the app on a plain click and leaves a modified click to the browser', async () => {
    const user = userEvent.setup()
    const { history } = await renderApp('/tasks', { as: 'manager' })
    const card = (await screen.findAllByRole('article', {}, { timeout: 5000 }))[0]!
    const title = card.getAttribute('aria-label')!
    const link = within(card).getByRole('link', { name: title })
    expect(link.getAttribute('href')).toMatch(/^\/tasks\/\d+$/)

    // Ctrl+click (a new tab) is the browser's: the app stays where it is.
    const modified = fireEvent.click(link, { ctrlKey: true })
    expect(modified).toBe(true)
    expect(history.location.pathname).toBe('/tasks')

    await user.click(link)
    await waitFor(() => expect(history.location.pathname).toBe(link.getAttribute('href')))
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
  })
})
