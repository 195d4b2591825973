import '@/styles/mantine-content'
import { linkifyText } from '@/components/rich-text/linkify'
import { Anchor, Avatar, Button, Group, Text } from '@mantine/core'
import { IconFile } from '@tabler/icons-react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { memo, type ReactNode, useCallback, useState } from 'react'
import type { ChatMessage } from '@/contract/schemas'
import { downloadBlob } from '@/lib/download'
import { notifyError } from '@/lib/notify'
import { chatFileQuery, isApiFileUrl, useObjectUrl } from '../api/chat-files'
import { messageTime, type PendingState, safeFileUrl } from '../utils/chat-format'
import classes from './chat.module.css'

/** Ours (issue 21): a shared file that could not be fetched. */
const CHAT_FILE_FAILED = 'The file could not be downloaded'

function initialsOfName(name: string): string {
  const parts = name.trim().split(/\s+/)
  return `${parts[0]?.charAt(0) ?? ''}${parts.length > 1 ? (parts.at(-1)?.charAt(0) ?? '') : ''}`.toUpperCase()
}

export interface MessageItemProps {
  message: ChatMessage
  mine: boolean
  pending?: PendingState
  onRetry?: () => void
  /** How the text is shown; addresses as links by default. */
  renderText?: (text: string) => ReactNode
}

/** One message: sender, time and content (text keeps its line breaks; images inline; files as a link). */
export const MessageItem = memo(function MessageItem({ message, mine, pending, onRetry, renderText = linkifyText }: MessageItemProps) {
  return (
    <article className={classes.message} aria-label={`${message.senderName} at ${messageTime(message.timestamp)}`} data-pending={pending}>
      <Avatar radius="xl" size="md" color={mine ? 'blue' : 'gray'} aria-hidden>
        {initialsOfName(message.senderName)}
      </Avatar>
      <div className={classes.bubble}>
        <Group gap="xs" align="baseline" wrap="nowrap">
          <Text fw={600} size="sm" truncate>
            {message.senderName}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={message.timestamp} style={{ flexShrink: 0 }}>
            {messageTime(message.timestamp)}
          </Text>
          {pending === 'sending' && (
            <Text size="xs" c="dimmed">
              Sending…
            </Text>
          )}
        </Group>
        <MessageContent message={message} renderText={renderText} />
        {pending === 'failed' && (
          <Group gap="xs" mt={4}>
            <Text size="xs" c="red">
              Not delivered
            </Text>
            {onRetry && (
              <Button size="compact-xs" variant="subtle" color="red" onClick={onRetry}>
                Retry
              </Button>
            )}
          </Group>
        )}
      </div>
    </article>
  )
})

function MessageContent({ message, renderText }: { message: ChatMessage; renderText: (text: string) => ReactNode }) {
  if (message.type === 'text') {
    return (
      <Text size="sm" className={classes.text}>
        {renderText(message.content)}
      </Text>
    )
  }
  const url = safeFileUrl(message.content, message.type)
  const name = message.fileName ?? (message.type === 'image' ? 'Image' : 'File')
  if (!url) {
    return (
      <Text size="sm" c="dimmed">
        {name} (unavailable)
      </Text>
    )
  }
  if (isApiFileUrl(url)) return message.type === 'image' ? <ApiImage url={url} name={name} /> : <ApiFile url={url} name={name} />
  if (message.type === 'image') {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer">
        <img className={classes.image} src={url} alt={name} loading="lazy" />
      </a>
    )
  }
  return (
    <Anchor href={url} download={name} size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <IconFile size={16} aria-hidden />
      {name}
    </Anchor>
  )
}

/** An image shared here: fetched with the token, shown and opened (in a new tab) from an object URL. */
function ApiImage({ url, name }: { url: string; name: string }) {
  const { data, isError } = useQuery(chatFileQuery(url))
  const objectUrl = useObjectUrl(data)
  if (isError) {
    return (
      <Text size="sm" c="dimmed">
        {name} (unavailable)
      </Text>
    )
  }
  if (!objectUrl) return <div className={classes.imagePending} role="img" aria-label={`${name} (loading)`} />
  return (
    <a href={objectUrl} target="_blank" rel="noopener noreferrer">
      <img className={classes.image} src={objectUrl} alt={name} />
    </a>
  )
}

/** A file shared here: fetched with the token when clicked, then saved under its own name. */
function ApiFile({ url, name }: { url: string; name: string }) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const download = useCallback(async () => {
    setBusy(true)
    try {
      downloadBlob(name, await queryClient.fetchQuery(chatFileQuery(url)))
    } catch (error) {
      console.error('Could not download a shared file', error)
      notifyError(CHAT_FILE_FAILED)
    } finally {
      setBusy(false)
    }
  }, [queryClient, url, name])
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={() => void download()}
      aria-busy={busy}
      aria-label={`Download ${name}`}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <IconFile size={16} aria-hidden />
      {name}
    </Anchor>
  )
}
