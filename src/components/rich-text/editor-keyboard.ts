// Quill's default Tab bindings indent lists and type a tab character, which traps keyboard users
// in the editor. Without them Tab and Shift+Tab move focus as anywhere else; the toolbar's indent
// buttons still indent.
const TAB_BINDINGS = ['indent', 'outdent', 'indent code-block', 'outdent code-block', 'remove tab', 'tab', 'table tab'] as const

interface EscapeBinding {
  key: 'Escape'
  shiftKey: null
  handler: () => boolean
}

/** Quill `keyboard.bindings`: Tab bindings removed (null drops a default), Escape calls `onEscape`. */
export function editorKeyBindings(onEscape: () => void): Record<string, EscapeBinding | null> {
  const bindings: Record<string, EscapeBinding | null> = Object.fromEntries(TAB_BINDINGS.map((name) => [name, null]))
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
