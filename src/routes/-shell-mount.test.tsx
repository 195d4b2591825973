import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render'

/** Whether a screen's main landmark was on the page after each change to it. */
function watchMain(): { seen: boolean[]; stop: () => void } {
  const seen: boolean[] = []
  const observer = new MutationObserver(() => seen.push(document.querySelector('main') !== null))
  observer.observe(document.body, { childList: true, subtree: true })
  return { seen, stop: () => observer.disconnect() }
}

describe('the app shell', { timeout: 60_000 }, () => {
  it('replaces the sign-in page at once: no blank moment between the two', async () => {
    const user = userEvent.setup()
    await renderApp('/signin')
    await user.type(await screen.findByLabelText(/Username/), 'manager')
    await user.type(screen.getByLabelText(/Password/), 'manager123')
    const main = watchMain()
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('heading', { name: /^Welcome back/, level: 1 }, { timeout: 15_000 })).toBeInTheDocument()
    main.stop()
    expect(main.seen.length).toBeGreaterThan(0)
    expect(main.seen.every(Boolean)).toBe(true)
  })

  it('shows the shell and the first screen on the page’s first load', async () => {
    await renderApp('/dashboard', { as: 'manager' })
    expect(await screen.findByRole('heading', { name: /^Welcome back/, level: 1 }, { timeout: 15_000 })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument()
  })
})
