import { ActionIcon, FileButton, Group, Textarea, Tooltip } from '@mantine/core'
import { IconPaperclip, IconPhoto, IconSend } from '@tabler/icons-react'
import { type RefObject, useRef, useState } from 'react'
import classes from './chat.module.css'

export interface MessageComposerProps {
  /** Sends the text; resolves false when it was not sent (e.g. offline), so the text stays. */
  onSend: (text: string) => boolean
  onAttach: (file: File) => void
  uploading: boolean
}

/**
 * The message input (SPEC §2, §5): Enter sends, Shift+Enter starts a new line, Send is disabled
 * while the text is blank after trimming; a file or an image can be attached.
 */
export function MessageComposer({ onSend, onAttach, uploading }: MessageComposerProps) {
  const [text, setText] = useState('')
  const blank = text.trim() === ''
  const resetImage = useRef<() => void>(null)
  const resetFile = useRef<() => void>(null)

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
      className={classes.composer}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <FileButton resetRef={resetImage} onChange={(file) => attach(file, resetImage)} accept="image/png,image/jpeg,image/gif,image/webp" disabled={uploading}>
          {(props) => (
            <Tooltip label="Attach an image">
              <ActionIcon {...props} variant="subtle" size="lg" aria-label="Attach image" loading={uploading}>
                <IconPhoto size={20} />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
        <FileButton resetRef={resetFile} onChange={(file) => attach(file, resetFile)} disabled={uploading}>
          {(props) => (
            <Tooltip label="Attach a file">
              <ActionIcon {...props} variant="subtle" size="lg" aria-label="Attach file" loading={uploading}>
                <IconPaperclip size={20} />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
        <Textarea
          style={{ flex: 1 }}
          aria-label="Message"
          placeholder="Type a message…"
          autosize
          minRows={1}
          maxRows={6}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter sends; Shift+Enter (and Enter while composing with an IME) is a new line.
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault()
              submit()
            }
          }}
        />
        <ActionIcon type="submit" size="lg" aria-label="Send" disabled={blank}>
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </form>
  )
}
