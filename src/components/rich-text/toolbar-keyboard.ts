/**
 * Makes Quill's snow toolbar a WAI-ARIA toolbar: one Tab stop with roving focus (arrows, Home,
 * End), every control and colour swatch named, pickers opened with Enter, Space or ArrowDown,
 * walked with the arrow keys and closed with Escape (focus back on the picker's button).
 */

// Quill's snow palette (themes/base.js), seven columns by five rows.
const COLOUR_NAMES = [
  'black', 'red', 'orange', 'yellow', 'green', 'blue', 'purple',
  'white', 'pale red', 'pale orange', 'pale yellow', 'pale green', 'pale blue', 'pale purple',
  'light grey', 'light red', 'light orange', 'light yellow', 'light green', 'light blue', 'light purple',
  'grey', 'dark red', 'dark orange', 'dark yellow', 'dark green', 'dark blue', 'dark purple',
  'dark grey', 'deep red', 'brown', 'olive', 'deep green', 'navy', 'deep purple',
] as const
const PALETTE_COLUMNS = 7

// The stock toolbar's controls have no names (reliability check Q-14).
const CONTROL_LABELS: readonly (readonly [string, string])[] = [
  ['button.ql-bold', 'Bold'],
  ['button.ql-italic', 'Italic'],
  ['button.ql-underline', 'Underline'],
  ['button.ql-strike', 'Strikethrough'],
  ['button.ql-list[value="ordered"]', 'Numbered list'],
  ['button.ql-list[value="bullet"]', 'Bulleted list'],
  ['button.ql-indent[value="-1"]', 'Decrease indent'],
  ['button.ql-indent[value="+1"]', 'Increase indent'],
  ['button.ql-link', 'Link'],
  ['button.ql-image', 'Image'],
  ['button.ql-clean', 'Clear formatting'],
]

const PICKER_LABELS: readonly (readonly [string, string])[] = [
  ['.ql-header', 'Heading'],
  ['.ql-color', 'Text colour'],
  ['.ql-background', 'Background colour'],
  ['.ql-align', 'Alignment'],
]

const HEADING_ITEMS: Record<string, string> = { '1': 'Heading 1', '2': 'Heading 2', '3': 'Heading 3', '': 'Normal text' }
const ALIGN_ITEMS: Record<string, string> = { '': 'Align left', center: 'Align centre', right: 'Align right', justify: 'Justify' }

const CONTROL = 'button, .ql-picker-label'
const ITEM = '.ql-picker-item'
// Mantine's modals skip an Escape whose target carries this, so Escape closes the picker, not the dialog.
const KEEP_ESCAPE = 'data-mantine-stop-propagation'

function itemName(picker: Element, item: Element, index: number): string {
  const value = item.getAttribute('data-value') ?? ''
  if (picker.classList.contains('ql-header')) return HEADING_ITEMS[value] ?? value
  if (picker.classList.contains('ql-align')) return ALIGN_ITEMS[value] ?? value
  return COLOUR_NAMES[index] ?? value
}

function isExpanded(picker: Element): boolean {
  return picker.classList.contains('ql-expanded')
}

function closePicker(picker: Element) {
  picker.classList.remove('ql-expanded')
  picker.querySelector('.ql-picker-label')?.setAttribute('aria-expanded', 'false')
  picker.querySelector('.ql-picker-options')?.setAttribute('aria-hidden', 'true')
}

/** Index to move to for a key in a list of `count` (a grid when `columns` > 1), or null. */
export function nextIndex(key: string, index: number, count: number, columns = 1): number | null {
  const wrap = (next: number) => (next + count) % count
  switch (key) {
    case 'ArrowRight':
      return wrap(index + 1)
    case 'ArrowLeft':
      return wrap(index - 1)
    case 'ArrowDown':
      return columns > 1 ? Math.min(index + columns, count - 1) : wrap(index + 1)
    case 'ArrowUp':
      return columns > 1 ? Math.max(index - columns, 0) : wrap(index - 1)
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

/** Enhances a rendered Quill toolbar: `focus` moves to its current control, `dispose` lets it go. */
export function enhanceToolbar(toolbar: HTMLElement, name: string): { focus: () => void; dispose: () => void } {
  toolbar.setAttribute('role', 'toolbar')
  toolbar.setAttribute('aria-label', name)
  for (const [selector, label] of CONTROL_LABELS) {
    for (const element of toolbar.querySelectorAll(selector)) element.setAttribute('aria-label', label)
  }
  for (const [selector, label] of PICKER_LABELS) {
    for (const picker of toolbar.querySelectorAll(`.ql-picker${selector}`)) {
      picker.querySelector('.ql-picker-label')?.setAttribute('aria-label', label)
      picker.querySelector('.ql-picker-label')?.setAttribute('aria-haspopup', 'true')
      const options = picker.querySelector('.ql-picker-options')
      options?.setAttribute('role', 'group')
      options?.setAttribute('aria-label', label)
      picker.querySelectorAll(ITEM).forEach((item, index) => {
        const itemLabel = itemName(picker, item, index)
        item.setAttribute('aria-label', picker.classList.contains('ql-color-picker') ? `${label}: ${itemLabel}` : itemLabel)
        if (picker.classList.contains('ql-color-picker')) item.setAttribute('title', itemLabel)
        item.setAttribute('tabindex', '-1')
        item.setAttribute(KEEP_ESCAPE, 'true')
      })
    }
  }

  const controls = [...toolbar.querySelectorAll<HTMLElement>(CONTROL)].filter((element) => !element.closest('.ql-picker-options'))
  let active = 0
  const setActive = (index: number) => {
    active = index
    controls.forEach((control, at) => control.setAttribute('tabindex', at === index ? '0' : '-1'))
  }
  setActive(0)

  const pickerItems = (picker: Element) => [...picker.querySelectorAll<HTMLElement>(ITEM)]
  const openPicker = (label: HTMLElement) => {
    const picker = label.closest('.ql-picker')
    if (!picker) return
    // Quill toggles a picker on its label's mousedown.
    if (!isExpanded(picker)) label.dispatchEvent(new MouseEvent('mousedown'))
    const items = pickerItems(picker)
    ;(items.find((item) => item.classList.contains('ql-selected')) ?? items[0])?.focus()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement
    const item = target.closest<HTMLElement>(ITEM)
    if (item) {
      const picker = item.closest('.ql-picker')
      if (!picker) return
      if (event.key === ' ') {
        event.preventDefault()
        item.click()
      }
      if (event.key === 'Enter' || event.key === ' ') {
        // Quill has applied the choice and closed the picker: back to its button.
        picker.querySelector<HTMLElement>('.ql-picker-label')?.focus()
        return
      }
      const items = pickerItems(picker)
      const columns = picker.classList.contains('ql-color-picker') ? PALETTE_COLUMNS : 1
      const next = nextIndex(event.key, items.indexOf(item), items.length, columns)
      if (next === null) return
      event.preventDefault()
      items[next]?.focus()
      return
    }
    const index = controls.indexOf(target)
    if (index === -1) return
    if (target.classList.contains('ql-picker-label')) {
      if (event.key === 'Enter') {
        // Quill's own listener has just toggled the picker.
        const picker = target.closest('.ql-picker')
        if (picker && isExpanded(picker)) openPicker(target)
        return
      }
      if (event.key === ' ' || event.key === 'ArrowDown') {
        event.preventDefault()
        openPicker(target)
        return
      }
    }
    const next = nextIndex(event.key === 'ArrowDown' || event.key === 'ArrowUp' ? '' : event.key, index, controls.length)
    if (next === null) return
    event.preventDefault()
    setActive(next)
    controls[next]?.focus()
  }

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target as HTMLElement
    const control = target.closest('.ql-picker')?.querySelector<HTMLElement>('.ql-picker-label') ?? target
    const index = controls.indexOf(control)
    if (index !== -1) setActive(index)
  }

  const onFocusOut = (event: FocusEvent) => {
    const picker = (event.target as HTMLElement).closest('.ql-picker')
    if (picker && isExpanded(picker) && !picker.contains(event.relatedTarget as Node | null)) closePicker(picker)
  }

  // An open picker's button keeps Escape for itself too (see KEEP_ESCAPE).
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const label = record.target as HTMLElement
      if (label.getAttribute('aria-expanded') === 'true') label.setAttribute(KEEP_ESCAPE, 'true')
      else label.removeAttribute(KEEP_ESCAPE)
    }
  })
  for (const label of toolbar.querySelectorAll('.ql-picker-label')) observer.observe(label, { attributeFilter: ['aria-expanded'] })

  toolbar.addEventListener('keydown', onKeyDown)
  toolbar.addEventListener('focusin', onFocusIn)
  toolbar.addEventListener('focusout', onFocusOut)
  return {
    focus: () => controls[active]?.focus(),
    dispose: () => {
      observer.disconnect()
      toolbar.removeEventListener('keydown', onKeyDown)
      toolbar.removeEventListener('focusin', onFocusIn)
      toolbar.removeEventListener('focusout', onFocusOut)
    },
  }
}
