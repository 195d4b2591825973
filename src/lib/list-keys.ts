import './list-keys.css'

/*
 * Issue 19's list shortcuts, one place for every list: `j`/`k` move between the screen's items and
 * `e`/`s`/`a` act on the current task. Screens opt in with markup only, so rows stay light:
 * - each item's root carries `data-nav-item` (and a task item `data-task-id`); `j`/`k` focus its
 *   `data-nav-target`, else its first link, so Enter opens it;
 * - a task's controls carry `data-task-action="edit" | "status" | "assign"`, rendered only where
 *   the user may use them, so a shortcut can never do more than a click could;
 * - the task page's root carries `data-task-page`: there the keys act on the open task.
 */

export type ListDirection = 'next' | 'previous'
export type TaskAction = 'edit' | 'status' | 'assign'

/** The task shortcut each key stands for. */
export const TASK_ACTION_KEYS: Readonly<Record<string, TaskAction>> = { e: 'edit', s: 'status', a: 'assign' }

function listItems(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('main [data-nav-item]')].filter((item) => !item.closest('[hidden], [inert], [aria-hidden="true"]'))
}

function focusTarget(item: HTMLElement): HTMLElement {
  return item.querySelector<HTMLElement>('[data-nav-target]') ?? item.querySelector<HTMLElement>('a[href]') ?? item
}

/**
 * Moves focus to the next or previous list item (`j`/`k`) and scrolls it into view. From outside
 * every item, `next` goes to the first and `previous` to the last; at either end it stays (no wrap,
 * as in Gmail or Linear). Returns the item focused, or null when the screen has no list.
 */
export function moveInList(direction: ListDirection, root: Document = document): HTMLElement | null {
  const items = listItems(root)
  if (items.length === 0) return null
  const active = root.activeElement
  const current = active instanceof HTMLElement ? items.findIndex((item) => item.contains(active)) : -1
  const index = current < 0 ? (direction === 'next' ? 0 : items.length - 1) : Math.min(items.length - 1, Math.max(0, current + (direction === 'next' ? 1 : -1)))
  const item = items[index]
  const target = focusTarget(item)
  if (target === item && !item.hasAttribute('tabindex')) item.tabIndex = -1
  target.focus({ preventScroll: true })
  item.scrollIntoView({ block: 'nearest' })
  return item
}

/** The task the keys act on: the task item holding focus, else the open task page. */
export function currentTaskScope(root: Document = document): HTMLElement | null {
  const active = root.activeElement
  const item = active instanceof HTMLElement ? active.closest<HTMLElement>('[data-task-id]') : null
  return item ?? root.querySelector<HTMLElement>('main [data-task-page]')
}

/**
 * Runs `e`/`s`/`a` on the current task: clicks its control for the action (a menu or dialog opens),
 * or focuses it when it is a select or input (the card's status). Nothing to act on, nothing
 * happens: returns false.
 */
export function runTaskAction(action: TaskAction, root: Document = document): boolean {
  const scope = currentTaskScope(root)
  const control = scope?.querySelector<HTMLElement>(`[data-task-action="${action}"]`)
  if (!control || control.matches(':disabled, [aria-disabled="true"]')) return false
  if (control instanceof HTMLSelectElement || control instanceof HTMLInputElement) control.focus()
  else control.click()
  return true
}
