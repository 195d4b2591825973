import type { MenuEntry, MenuPath } from './navigation'

/**
 * The app's single-key shortcuts (issue 19) must never take a key meant for something else: text
 * being typed, a key combination, or a dialog that has the user's attention.
 */

/** Whether the element takes typed text: an input that is not a button-like one, a textarea, a select, rich text. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable || target.closest('[contenteditable=""], [contenteditable="true"]')) return true
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type)
  return target.getAttribute('role') === 'textbox' || target.getAttribute('role') === 'combobox'
}

const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'])

/** Whether a modal dialog is open (a Mantine Modal, Drawer, the palette or a browser-style alert dialog). */
export function isDialogOpen(root: ParentNode = document): boolean {
  return root.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]') !== null
}

/** Whether a single-key shortcut may act on this key press. Escape and ⌘K are handled apart. */
export function mayUseShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.repeat) return false
  if (event.ctrlKey || event.metaKey || event.altKey) return false
  if (isTypingTarget(event.target)) return false
  return !isDialogOpen()
}

/** ⌘K on Apple systems, Ctrl+K elsewhere (either is accepted everywhere, as Mantine's `mod` does). */
export function isPaletteKey(event: KeyboardEvent): boolean {
  return (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
}

/** The element `/` focuses: the screen's search box (marked `data-search-box`, else the first one found). */
export function findSearchBox(root: ParentNode = document): HTMLElement | null {
  return (
    root.querySelector<HTMLElement>('main [data-search-box]') ??
    root.querySelector<HTMLElement>('main input[type="search"], main input[aria-label^="Search"], main input[placeholder^="Search"]')
  )
}

/**
 * `g` then a letter goes to a screen: the first of its paths the user's menu has (a manager's
 * Tasks, a staff member's My Tasks), so it never leads to a no-access page.
 */
export const GO_KEYS: Record<string, readonly MenuPath[]> = {
  d: ['/dashboard'],
  t: ['/tasks', '/my-tasks'],
  p: ['/projects', '/project-staff'],
  c: ['/chat'],
}

/** The screen `g <letter>` opens for this user, or undefined. */
export function goTarget(menu: readonly MenuEntry[], letter: string): MenuEntry | undefined {
  const paths = GO_KEYS[letter]
  if (!paths) return undefined
  for (const path of paths) {
    const entry = menu.find((candidate) => candidate.to === path)
    if (entry) return entry
  }
  return undefined
}

/** The letter after `g` that opens this menu entry for this user, if any. */
export function goLetterFor(menu: readonly MenuEntry[], to: MenuPath): string | undefined {
  return Object.keys(GO_KEYS).find((letter) => goTarget(menu, letter)?.to === to)
}

/**
 * A control's shortcut, said to assistive tech (`aria-keyshortcuts`, for a single key) and on hover
 * (`title`, which screen readers also read as its description). A sequence (`g d`) has no
 * `aria-keyshortcuts` form, so it is said in the title only.
 */
export function shortcutProps(keys: string, { sequence = false } = {}): { title: string; 'aria-keyshortcuts'?: string } {
  const label = sequence ? keys.split(' ').map((key) => key.toUpperCase()).join(' then ') : keys.length === 1 ? keys.toUpperCase() : keys
  return sequence ? { title: `Shortcut: ${label}` } : { title: `Shortcut: ${label}`, 'aria-keyshortcuts': keys }
}
