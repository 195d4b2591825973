import { afterEach, describe, expect, it } from 'vitest'
import { findSearchBox, isPaletteKey, isTypingTarget, mayUseShortcut, shortcutProps } from './keyboard-shortcuts'

function press(key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })
  Object.defineProperty(event, 'target', { value: target })
  return event
}

afterEach(() => document.body.replaceChildren())

describe('shortcut guard', () => {
  it('lets a plain key through on the page', () => {
    expect(mayUseShortcut(press('g'))).toBe(true)
  })

  it('never fires while typing in an input, textarea, select or rich text', () => {
    document.body.innerHTML = '<input id="text"><input id="search" type="search"><textarea id="area"></textarea><select id="pick"></select><div id="rich" contenteditable="true"><p id="para">x</p></div><input id="box" type="checkbox">'
    for (const id of ['text', 'search', 'area', 'pick', 'rich', 'para']) {
      const element = document.getElementById(id)
      expect(isTypingTarget(element), id).toBe(true)
      expect(mayUseShortcut(press('g', {}, element!)), id).toBe(false)
    }
    expect(isTypingTarget(document.getElementById('box'))).toBe(false)
  })

  it('never fires with a modifier', () => {
    for (const modifier of ['ctrlKey', 'metaKey', 'altKey'] as const) expect(mayUseShortcut(press('g', { [modifier]: true }))).toBe(false)
    // Shift is how "?" is typed.
    expect(mayUseShortcut(press('?', { shiftKey: true }))).toBe(true)
  })

  it('never fires while a dialog is open', () => {
    document.body.innerHTML = '<section role="dialog" aria-modal="true"></section>'
    expect(mayUseShortcut(press('g'))).toBe(false)
  })

  it('never takes a key already handled or repeating', () => {
    const handled = press('g')
    handled.preventDefault()
    expect(mayUseShortcut(handled)).toBe(false)
    expect(mayUseShortcut(press('g', { repeat: true }))).toBe(false)
  })

  it('knows ⌘K and Ctrl+K, and nothing else', () => {
    expect(isPaletteKey(press('k', { metaKey: true }))).toBe(true)
    expect(isPaletteKey(press('K', { ctrlKey: true }))).toBe(true)
    expect(isPaletteKey(press('k'))).toBe(false)
    expect(isPaletteKey(press('k', { ctrlKey: true, shiftKey: true }))).toBe(false)
  })

  it('finds the marked search box in main first', () => {
    document.body.innerHTML = '<header><input aria-label="Search everything"></header><main><input aria-label="Search tasks" id="plain"><input data-search-box id="marked"></main>'
    expect(findSearchBox()?.id).toBe('marked')
    document.getElementById('marked')!.remove()
    expect(findSearchBox()?.id).toBe('plain')
  })
})

describe('shortcut hints', () => {
  it('says a single key to assistive tech and on hover, a sequence on hover only', () => {
    expect(shortcutProps('e')).toEqual({ title: 'Shortcut: E', 'aria-keyshortcuts': 'e' })
    expect(shortcutProps('/')).toEqual({ title: 'Shortcut: /', 'aria-keyshortcuts': '/' })
    expect(shortcutProps('g d', { sequence: true })).toEqual({ title: 'Shortcut: G then D' })
  })
})
