// Quill's default Tab bindings indent lists and type a tab character, which traps keyboard users
// in the editor. Without them Tab and Shift+Tab move focus as anywhere else; the toolbar's indent
// buttons still indent.
const TAB_BINDINGS = ['indent', 'outdent', 'indent code-block', 'outdent code-block', 'remove tab', 'tab', 'table tab'] as const

interface KeyBinding {
  key: 'Escape' | 'Enter'
  shiftKey: null
  ctrlKey?: boolean
  metaKey?: boolean
  handler: () => boolean
}

/**
 * Quill `keyboard.bindings`: Tab bindings removed (null drops a default), Escape calls `onEscape`,
 * and Ctrl+Enter or Cmd+Enter call `onSubmit` when given (a comment is sent from the keyboard).
 */
export function editorKeyBindings(onEscape: () => void, onSubmit?: () => void): Record<string, KeyBinding | null> {
  const bindings: Record<string, KeyBinding | null> = Object.fromEntries(TAB_BINDINGS.map((name) => [name, null]))
  if (onSubmit) {
    const submit = () => {
      onSubmit()
      return false
    }
    bindings.submitCtrl = { key: 'Enter', shiftKey: null, ctrlKey: true, handler: submit }
    bindings.submitMeta = { key: 'Enter', shiftKey: null, metaKey: true, handler: submit }
  }
  bindings.leave = {
    key: 'Escape',
    shiftKey: null,
    handler: () => {
      onEscape()
      return false
    },
  }
  return bindings
}
