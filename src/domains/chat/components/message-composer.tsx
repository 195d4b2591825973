import { ActionIcon, FileButton, Group, Textarea } from '@mantine/core'
import { useToastsAbove } from '@/components/feedback/toasts-clearance'
import { Hint } from '@/components/light/hint'
import { IconPaperclip, IconPhoto, IconSend } from '@tabler/icons-react'
import { type RefObject, useId, useRef, useState } from 'react'
import type { MentionPerson } from '@/contract/mentions'
import { MentionList, MentionStatus } from '@/components/mentions/mention-list'
import { mentionOptionId, useMentionSuggest } from '@/components/mentions/use-mention-suggest'
import classes from './chat.module.css'

export interface MessageComposerProps {
  /** Sends the text; resolves false when it was not sent (e.g. offline), so the text stays. */
  onSend: (text: string) => boolean
  onAttach: (file: File) => void
  uploading: boolean
  /** Who `@` offers: the room's participants but the sender (ours, issue 19). */
  people?: readonly MentionPerson[]
}

const NOBODY: readonly MentionPerson[] = []

/**
 * The message input (SPEC §2, §5): Enter sends, Shift+Enter starts a new line, Send is disabled
 * while the text is blank after trimming; a file or an image can be attached. `@` offers the
 * room's people; picking one writes `@username ` in place of what was typed.
 */
export function MessageComposer({ onSend, onAttach, uploading, people = NOBODY }: MessageComposerProps) {
  const [text, setText] = useState('')
  const blank = text.trim() === ''
  const resetImage = useRef<() => void>(null)
  const resetFile = useRef<() => void>(null)
  const field = useRef<HTMLTextAreaElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const listId = useId()
  useToastsAbove(form)

  const suggest = useMentionSuggest(people, (person, query) => {
    const element = field.current
    if (!element) return
    const caret = element.selectionStart
    const start = Math.max(0, caret - query.length - 1)
    const token = `@${person.username} `
    setText(element.value.slice(0, start) + token + element.value.slice(caret))
    requestAnimationFrame(() => {
      element.focus()
      element.setSelectionRange(start + token.length, start + token.length)
    })
  })
  const follow = (element: HTMLTextAreaElement) => suggest.update(element.value.slice(0, element.selectionStart))

  // The input keeps its last choice: unless cleared, picking the same file again (a retry after a
  // failed upload) fires no change and nothing happens.
  const attach = (file: File | null, reset: RefObject<(() => void) | null>) => {
    reset.current?.()
    if (file) onAttach(file)
  }

  const submit = () => {
    if (blank) return
    if (onSend(text)) setText('')
  }

  return (
    <form
      ref={form}
      className={classes.composer}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <FileButton resetRef={resetImage} onChange={(file) => attach(file, resetImage)} accept="image/png,image/jpeg,image/gif,image/webp" disabled={uploading}>
          {(props) => (
            <Hint label="Attach an image">
              {(hint) => (
                <ActionIcon {...hint} {...props} variant="subtle" size="lg" aria-label="Attach image" loading={uploading}>
                  <IconPhoto size={20} />
                </ActionIcon>
              )}
            </Hint>
          )}
        </FileButton>
        <FileButton resetRef={resetFile} onChange={(file) => attach(file, resetFile)} disabled={uploading}>
          {(props) => (
            <Hint label="Attach a file">
              {(hint) => (
                <ActionIcon {...hint} {...props} variant="subtle" size="lg" aria-label="Attach file" loading={uploading}>
                  <IconPaperclip size={20} />
                </ActionIcon>
              )}
            </Hint>
          )}
        </FileButton>
        <div className={classes.composerField}>
          {suggest.open && (
            <MentionList
              id={listId}
              options={suggest.options}
              active={suggest.active}
              onHover={suggest.setActive}
              onPick={suggest.pick}
              style={{ position: 'absolute', bottom: 'calc(100% + 4px)', right: 0 }}
            />
          )}
          <MentionStatus open={suggest.open} count={suggest.options.length} />
          <Textarea
            ref={field}
            aria-label="Message"
            placeholder="Type a message…"
            autosize
            minRows={1}
            maxRows={6}
            value={text}
            aria-autocomplete="list"
            aria-controls={suggest.open ? listId : undefined}
            aria-activedescendant={suggest.open ? mentionOptionId(listId, suggest.active) : undefined}
            onChange={(event) => {
              setText(event.currentTarget.value)
              follow(event.currentTarget)
            }}
            onSelect={(event) => follow(event.currentTarget)}
            onBlur={suggest.close}
            onKeyDown={(event) => {
              // The list's keys first: Escape closes only the list, Enter picks rather than sends.
              if (!event.nativeEvent.isComposing && suggest.keyDown(event.key, event.shiftKey)) {
                event.preventDefault()
                event.stopPropagation()
                return
              }
              // Enter sends; Shift+Enter (and Enter while composing with an IME) is a new line.
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault()
                submit()
              }
            }}
          />
        </div>
        <ActionIcon type="submit" size="lg" aria-label="Send" disabled={blank}>
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </form>
  )
}
