import { Portal } from '@mantine/core'
import Quill from 'quill'
import 'quill/dist/quill.snow.css'
import { type CSSProperties, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import type { MentionPerson } from '@/contract/mentions'
import { MentionList, MentionStatus } from '@/components/mentions/mention-list'
import { mentionOptionId, useMentionSuggest } from '@/components/mentions/use-mention-suggest'
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
  /** Who `@` offers (ours, issue 19); none: no suggestions. */
  mentions?: readonly MentionPerson[]
}

const NOBODY: readonly MentionPerson[] = []
/** How far back from the cursor an `@` being typed can be (the longest username and its `@`). */
const MENTION_REACH = 48

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
export function QuillEditor({ value, onChange, placeholder, labelledBy, toolbarLabel = 'Formatting', onSubmit, mentions = NOBODY }: QuillEditorProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const quillRef = useRef<Quill | null>(null)
  const listId = useId()
  const [listAt, setListAt] = useState<CSSProperties>({})
  // Picking a person replaces the `@` and what was typed after it with `@username `, as plain text.
  const suggest = useMentionSuggest(mentions, (person, query) => {
    const quill = quillRef.current
    const caret = quill?.getSelection()?.index
    if (!quill || caret === undefined) return
    const start = Math.max(0, caret - query.length - 1)
    const token = `@${person.username}`
    quill.deleteText(start, caret - start, 'user')
    quill.insertText(start, `${token} `, 'user')
    quill.setSelection(start + token.length + 1, 0, 'user')
  })
  const suggestRef = useRef(suggest)
  const placeListRef = useRef<((options: number) => void) | null>(null)
  useEffect(() => {
    suggestRef.current = suggest
  })
  const mentioning = mentions.length > 0
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
    quillRef.current = quill

    // The list's keys go first (captured above the text, before Quill's keyboard module): Enter and
    // Tab pick, Escape closes only the list.
    const onMentionKey = (event: KeyboardEvent) => {
      if (event.target !== quill.root || event.isComposing || !suggestRef.current.keyDown(event.key, event.shiftKey)) return
      event.preventDefault()
      event.stopImmediatePropagation()
    }
    // The list sits in a portal (a card around the editor clips), under the caret or above it
    // when there is no room below.
    const placeList = (options: number) => {
      const range = quill.getSelection()
      const bounds = range ? quill.getBounds(range.index) : null
      if (!bounds) return
      const box = quill.container.getBoundingClientRect()
      const left = Math.max(8, Math.min(box.left + bounds.left, window.innerWidth - 248))
      const below = box.top + bounds.bottom + 4
      // An option is about 34 px high; the list scrolls beyond 260.
      const height = Math.min(260, options * 34 + 10)
      setListAt(
        below + height > window.innerHeight && box.top + bounds.top > height
          ? { position: 'fixed', left, bottom: window.innerHeight - (box.top + bounds.top) + 4 }
          : { position: 'fixed', left, top: below },
      )
    }
    const followMention = () => {
      const range = quill.getSelection()
      if (!range || range.length > 0) {
        suggestRef.current.update('')
        return
      }
      const from = Math.max(0, range.index - MENTION_REACH)
      suggestRef.current.update(quill.getText(from, range.index - from))
    }
    placeListRef.current = placeList
    const followScroll = () => {
      if (suggestRef.current.open) placeList(suggestRef.current.options.length)
    }
    window.addEventListener('scroll', followScroll, true)
    window.addEventListener('resize', followScroll)
    // Always listening: the people to offer may arrive after the editor opened.
    container.addEventListener('keydown', onMentionKey, true)
    quill.on('editor-change', followMention)

    const handleChange = () => {
      const empty = quill.getLength() <= 1 && quill.getContents().ops.every((op) => typeof op.insert === 'string')
      onChangeRef.current(empty ? null : JSON.stringify(quill.getContents()))
    }
    quill.on('text-change', handleChange)
    return () => {
      quill.off('text-change', handleChange)
      quill.off('editor-change', followMention)
      container.removeEventListener('keydown', onMentionKey, true)
      window.removeEventListener('scroll', followScroll, true)
      window.removeEventListener('resize', followScroll)
      quillRef.current = null
      placeListRef.current = null
      toolbar?.dispose()
      tooltipObserver.disconnect()
      container.replaceChildren()
    }
  }, [placeholder, labelledBy, toolbarLabel, submits])

  // Placed when it opens and as the name is typed (measuring only then: it is layout work).
  useLayoutEffect(() => {
    if (suggest.open) placeListRef.current?.(suggest.options.length)
  }, [suggest.open, suggest.query, suggest.options.length])

  // The editable says which list it controls and which option is highlighted (combobox pattern).
  // Again whenever Quill is made anew (its effect's inputs, listed last), on a fresh editable.
  useEffect(() => {
    const root = quillRef.current?.root
    if (!root) return
    if (mentioning) root.setAttribute('aria-autocomplete', 'list')
    else root.removeAttribute('aria-autocomplete')
    if (suggest.open) {
      root.setAttribute('aria-controls', listId)
      root.setAttribute('aria-activedescendant', mentionOptionId(listId, suggest.active))
    } else {
      root.removeAttribute('aria-controls')
      root.removeAttribute('aria-activedescendant')
    }
  }, [mentioning, suggest.open, suggest.active, listId, placeholder, labelledBy, toolbarLabel, submits])

  return (
    <>
      <div ref={containerRef} data-testid="rich-text-editor" />
      {suggest.open && (
        <Portal>
          <MentionList id={listId} options={suggest.options} active={suggest.active} onHover={suggest.setActive} onPick={suggest.pick} style={listAt} />
        </Portal>
      )}
      {mentioning && <MentionStatus open={suggest.open} count={suggest.options.length} />}
    </>
  )
}
