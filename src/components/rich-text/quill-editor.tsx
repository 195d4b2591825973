import Quill from 'quill'
import 'quill/dist/quill.snow.css'
import { useEffect, useRef } from 'react'
import { parseRichText, RICH_TEXT_FORMATS } from './delta'
import { editorKeyBindings } from './editor-keyboard'
import { SafeImage } from './safe-image'
import { SafeLink } from './safe-link'
import { enhanceToolbar } from './toolbar-keyboard'

Quill.register(SafeLink, true)
Quill.register(SafeImage, true)

const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ indent: '-1' }, { indent: '+1' }],
  [{ align: [] }],
  ['link', 'image'],
  ['clean'],
]

export interface QuillEditorProps {
  /** Initial stored value (delta JSON, plain text, or empty). Later changes are not pushed in. */
  value: string | null | undefined
  /** Called with the delta as JSON, or null when the editor is empty. */
  onChange: (value: string | null) => void
  placeholder?: string
  /** id of the element that labels the editor. */
  labelledBy?: string
  /** The formatting toolbar's accessible name. */
  toolbarLabel?: string
  /** Ctrl+Enter / Cmd+Enter in the text (e.g. send a comment). */
  onSubmit?: () => void
}

/** The link tooltip's hidden input and links must not be Tab stops between the editor and the next control. */
function hideWhileHidden(tooltip: HTMLElement) {
  const hidden = tooltip.classList.contains('ql-hidden')
  tooltip.inert = hidden
  for (const control of tooltip.querySelectorAll('a, input')) {
    if (hidden) control.setAttribute('tabindex', '-1')
    else control.removeAttribute('tabindex')
  }
}

/** The Quill editor itself; load it through `RichTextEditor`, which imports this lazily. */
export function QuillEditor({ value, onChange, placeholder, labelledBy, toolbarLabel = 'Formatting', onSubmit }: QuillEditorProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const onChangeRef = useRef(onChange)
  const initialValue = useRef(value)

  const onSubmitRef = useRef(onSubmit)
  const submits = onSubmit !== undefined

  useEffect(() => {
    onChangeRef.current = onChange
    onSubmitRef.current = onSubmit
  }, [onChange, onSubmit])

  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    // A fresh host per mount, so StrictMode's second mount never stacks a second toolbar.
    const host = document.createElement('div')
    container.appendChild(host)
    let toolbar: ReturnType<typeof enhanceToolbar> | undefined
    // Escape leaves the text for the toolbar just before it, the editor's own controls.
    const quill = new Quill(host, {
      theme: 'snow',
      placeholder,
      formats: [...RICH_TEXT_FORMATS],
      modules: { toolbar: TOOLBAR, keyboard: { bindings: editorKeyBindings(() => toolbar?.focus(), submits ? () => onSubmitRef.current?.() : undefined) } },
    })
    const initial = parseRichText(initialValue.current)
    if (initial.kind === 'delta') quill.setContents(initial.ops, 'silent')
    else if (initial.kind === 'text') quill.setText(initial.text, 'silent')

    const toolbarElement = container.querySelector<HTMLElement>('.ql-toolbar')
    if (toolbarElement) toolbar = enhanceToolbar(toolbarElement, toolbarLabel)
    const tooltip = container.querySelector<HTMLElement>('.ql-tooltip')
    const tooltipObserver = new MutationObserver(() => tooltip && hideWhileHidden(tooltip))
    if (tooltip) {
      hideWhileHidden(tooltip)
      tooltipObserver.observe(tooltip, { attributeFilter: ['class'] })
    }
    quill.root.setAttribute('role', 'textbox')
    quill.root.setAttribute('aria-multiline', 'true')
    if (labelledBy) quill.root.setAttribute('aria-labelledby', labelledBy)
    // In a dialog the first Escape leaves the editor; the next one closes the dialog.
    quill.root.setAttribute('data-mantine-stop-propagation', 'true')

    const handleChange = () => {
      const empty = quill.getLength() <= 1 && quill.getContents().ops.every((op) => typeof op.insert === 'string')
      onChangeRef.current(empty ? null : JSON.stringify(quill.getContents()))
    }
    quill.on('text-change', handleChange)
    return () => {
      quill.off('text-change', handleChange)
      toolbar?.dispose()
      tooltipObserver.disconnect()
      container.replaceChildren()
    }
  }, [placeholder, labelledBy, toolbarLabel, submits])

  return <div ref={containerRef} data-testid="rich-text-editor" />
}
