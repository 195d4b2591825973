/** Focuses a page's heading, making it focusable by script (not a Tab stop) if it was not. */
export function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
  heading.focus({ preventScroll: true })
}

/** The page's main heading, where focus starts on a new page and falls back to when lost. */
export function mainHeading(root: Document = document): HTMLElement | null {
  return root.querySelector<HTMLElement>('main h1')
}

function focusLost(root: Document): boolean {
  const active = root.activeElement
  return active === null || active === root.body || !active.isConnected
}

/**
 * After a dialog has gone: when focus was lost with it (on `body`), it goes back to what opened the
 * dialog, or, when that is gone too (the row it acted on was deleted) or cannot take focus, to the
 * page's heading, so the keyboard carries on from the page rather than from the top of the document.
 * Focus the user put somewhere else is left where it is.
 */
export function restoreLostFocus(opener: HTMLElement | null, root: Document = document): void {
  if (!focusLost(root)) return
  if (opener?.isConnected && !opener.closest('[inert], [hidden], [aria-hidden="true"]')) {
    opener.focus({ preventScroll: true })
    if (root.activeElement === opener) return
  }
  const heading = mainHeading(root)
  if (heading) focusHeading(heading)
}
