import Quill from 'quill'
import 'quill/dist/quill.snow.css'
import { useEffect, useRef } from 'react'
import { parseRichText, RICH_TEXT_FORMATS } from './delta'
import { SafeLink } from './safe-link'

Quill.register(SafeLink, true)

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

// The stock toolbar has unlabeled controls (reliability check Q-14).
const CONTROL_LABELS: [string, string][] = [
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
  ['.ql-header .ql-picker-label', 'Heading'],
  ['.ql-color .ql-picker-label', 'Text colour'],
  ['.ql-background .ql-picker-label', 'Background colour'],
  ['.ql-align .ql-picker-label', 'Alignment'],
]

export interface QuillEditorProps {
  /** Initial stored value (delta JSON, plain text, or empty). Later changes are not pushed in. */
  value: string | null | undefined
  /** Called with the delta as JSON, or null when the editor is empty. */
  onChange: (value: string | null) => void
  placeholder?: string
  /** id of the element that labels the editor. */
  labelledBy?: string
}

/** The Quill editor itself; load it through `RichTextEditor`, which imports this lazily. */
export function QuillEditor({ value, onChange, placeholder, labelledBy }: QuillEditorProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const onChangeRef = useRef(onChange)
  const initialValue = useRef(value)

  useEffect(() => {
    onChangeRef.current = onChange
  }, [onChange])

  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    // A fresh host per mount, so StrictMode's second mount never stacks a second toolbar.
    const host = document.createElement('div')
    container.appendChild(host)
    const quill = new Quill(host, {
      theme: 'snow',
      placeholder,
      formats: [...RICH_TEXT_FORMATS],
      modules: { toolbar: TOOLBAR },
    })
    const initial = parseRichText(initialValue.current)
    if (initial.kind === 'delta') quill.setContents(initial.ops, 'silent')
    else if (initial.kind === 'text') quill.setText(initial.text, 'silent')

    for (const [selector, label] of CONTROL_LABELS) {
      for (const element of container.querySelectorAll(selector)) element.setAttribute('aria-label', label)
    }
    quill.root.setAttribute('role', 'textbox')
    quill.root.setAttribute('aria-multiline', 'true')
    if (labelledBy) quill.root.setAttribute('aria-labelledby', labelledBy)

    const handleChange = () => {
      const empty = quill.getLength() <= 1 && quill.getContents().ops.every((op) => typeof op.insert === 'string')
      onChangeRef.current(empty ? null : JSON.stringify(quill.getContents()))
    }
    quill.on('text-change', handleChange)
    return () => {
      quill.off('text-change', handleChange)
      container.replaceChildren()
    }
  }, [placeholder, labelledBy])

  return <div ref={containerRef} data-testid="rich-text-editor" />
}
