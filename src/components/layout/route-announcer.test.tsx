import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render'
import { db } from '../../../mocks/db'
import { titleOfMatches } from '@/lib/page-title'

// The shell and its lazy routes load on first use; give a busy machine time.
configure({ asyncUtilTimeout: 8000 })

describe('document titles', () => {
  it('takes the deepest title, and stops at a not-found page', () => {
    const titled = (title: string) => [{ title }]
    expect(titleOfMatches([{ status: 'success', meta: titled('Taskhive') }, { status: 'success' }, { status: 'success', meta: titled('Tasks · Taskhive') }])).toBe('Tasks · Taskhive')
    expect(titleOfMatches([{ status: 'success', meta: titled('Taskhive') }, { status: 'notFound', meta: titled('Task Not Found · Taskhive') }, { status: 'success', meta: titled('x') }])).toBe('Task Not Found · Taskhive')
    expect(titleOfMatches([{ status: 'success', _notFound: true, meta: titled('Taskhive') }])).toBe('Page not found · Taskhive')
  })

  it.each([
    ['/tasks', 'Tasks · Taskhive'],
    ['/projects', 'Projects · Taskhive'],
    ['/no-such-page', 'Page not found · Taskhive'],
    ['/tasks/987654', 'Task Not Found · Taskhive'],
  ])('%s is titled %s', async (path, title) => {
    await renderApp(path, { as: 'manager' })
    await waitFor(() => expect(document.title).toBe(title))
  })

  it("titles a detail page with the task's title", async () => {
    const task = db.tasks.findMany((q) => q.where({})).at(0)!
    await renderApp(`/tasks/${task.id}`, { as: 'manager' })
    await waitFor(() => expect(document.title).toBe(`${task.title} · Taskhive`))
  })

  it('titles public pages too', async () => {
    await renderApp('/pricing')
    await waitFor(() => expect(document.title).toBe('Pricing · Taskhive'))
  })
})

describe('route changes', () => {
  it('move focus to the new main heading and announce the title politely; a search in the URL does not', async () => {
    const user = userEvent.setup()
    await renderApp('/tasks', { as: 'manager' })
    await screen.findByRole('heading', { level: 1, name: 'Tasks' })
    const menu = screen.getByRole('navigation', { name: 'Main menu' })
    await user.click(within(menu).getByRole('link', { name: /^Projects/ }))
    const heading = await screen.findByRole('heading', { level: 1, name: 'Projects' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(heading).toHaveAttribute('tabindex', '-1')
    const announcer = document.querySelector('[data-route-announcer]')
    expect(announcer).toHaveAttribute('aria-live', 'polite')
    await waitFor(() => expect(announcer).toHaveTextContent('Projects · Taskhive'))

    const search = screen.getByRole('textbox', { name: /search/i })
    await user.click(search)
    await user.keyboard('web')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(search).toHaveFocus()
  })

  it('the skip link is the first Tab stop and moves focus to main', async () => {
    const user = userEvent.setup()
    await renderApp('/tasks', { as: 'manager' })
    await screen.findByRole('heading', { level: 1, name: 'Tasks' })
    document.body.focus()
    await user.tab()
    const skip = screen.getByRole('link', { name: 'Skip to main content' })
    expect(skip).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('main')).toHaveFocus()
    expect(screen.getAllByRole('main')).toHaveLength(1)
    expect(screen.getAllByRole('banner')).toHaveLength(1)
  })
})
