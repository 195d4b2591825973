import { afterEach, describe, expect, it } from 'vitest'
import { restoreLostFocus } from './focus-fallback'

function page(): { heading: HTMLElement; opener: HTMLButtonElement; other: HTMLButtonElement } {
  document.body.innerHTML = '<main><h1>Tasks</h1><button>Edit</button><button>Other</button></main>'
  const [opener, other] = [...document.querySelectorAll('button')]
  return { heading: document.querySelector('h1')!, opener, other }
}

describe('restoreLostFocus', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('gives lost focus back to the opener', () => {
    const { opener } = page()
    restoreLostFocus(opener)
    expect(document.activeElement).toBe(opener)
  })

  it('leaves focus the user put elsewhere where it is', () => {
    const { opener, other } = page()
    other.focus()
    restoreLostFocus(opener)
    expect(document.activeElement).toBe(other)
  })

  it('falls back to the main heading when the opener is gone, hidden or cannot take focus', () => {
    for (const spoil of [(button: HTMLButtonElement) => button.remove(), (button: HTMLButtonElement) => button.setAttribute('hidden', ''), (button: HTMLButtonElement) => (button.disabled = true)]) {
      const { heading, opener } = page()
      spoil(opener)
      restoreLostFocus(opener)
      expect(document.activeElement).toBe(heading)
      // Focusable by script, not a Tab stop.
      expect(heading.tabIndex).toBe(-1)
    }
    const { heading } = page()
    restoreLostFocus(null)
    expect(document.activeElement).toBe(heading)
  })
})
