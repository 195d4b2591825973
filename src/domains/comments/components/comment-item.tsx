import '@/styles/mantine-content'
import { Avatar, Box, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconEdit, IconTrash } from '@tabler/icons-react'
import { type ReactNode, useId, useState } from 'react'
import { RichTextEditor } from '@/components/rich-text/rich-text-editor'
import { RichTextView } from '@/components/rich-text/rich-text-view'
import { isRichTextEmpty } from '@/components/rich-text/delta'
import type { Comment } from '@/contract/schemas'
import type { MentionPerson } from '@/contract/mentions'
import { liveKey, useLiveClass } from '@/lib/live-highlight'
import { formatCommentTime } from '../utils/comment-format'

export interface CommentItemProps {
  comment: Comment
  /** Whether the signed-in user may edit or delete it (author or admin). */
  canChange: boolean
  /** Inline edit mode (SPEC §4: display → edit → Save or Cancel). */
  editing: boolean
  saving?: boolean
  deleting?: boolean
  onEdit: () => void
  onCancel: () => void
  onSave: (text: string) => void
  onDelete: () => void
  /** Who `@` offers while editing (ours, issue 19). */
  mentions?: readonly MentionPerson[]
  /** How the text's plain runs are shown (mentions as names); stable. */
  renderText?: (text: string) => ReactNode
}

/** One comment: commenter, time, text; Edit and Delete for its author or an admin. */
export function CommentItem({ comment, canChange, editing, saving, deleting, onEdit, onCancel, onSave, onDelete, mentions, renderText }: CommentItemProps) {
  const headingId = useId()
  const className = useLiveClass(liveKey('comment', comment.id))
  return (
    <Paper component="article" withBorder radius="md" p="sm" aria-labelledby={headingId} className={className}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 180px' }}>
          <Avatar name={comment.commenter} color="initials" size="md" radius="xl" />
          <Box style={{ minWidth: 0 }}>
            <Text id={headingId} fw={600} size="sm" truncate>
              {comment.commenter}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              <time dateTime={comment.createdAt}>{formatCommentTime(comment.createdAt)}</time>
            </Text>
          </Box>
        </Group>
        {canChange && !editing ? (
          <Group gap={4} wrap="nowrap" ml="auto">
            <Button size="compact-sm" variant="subtle" leftSection={<IconEdit size={14} aria-hidden />} onClick={onEdit}>
              Edit
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={onDelete}
              loading={deleting}
            >
              Delete
            </Button>
          </Group>
        ) : null}
      </Group>
      <Box mt="xs" pl={{ base: 0, xs: 52 }}>
        {editing ? (
          <CommentEditForm initial={comment.text} saving={saving} onCancel={onCancel} onSave={onSave} mentions={mentions} />
        ) : (
          <RichTextView value={comment.text} empty={<Text size="sm" c="dimmed">(empty)</Text>} renderText={renderText} />
        )}
      </Box>
    </Paper>
  )
}

function CommentEditForm({
  initial,
  saving,
  onCancel,
  onSave,
  mentions,
}: {
  initial: string
  saving?: boolean
  onCancel: () => void
  onSave: (text: string) => void
  mentions?: readonly MentionPerson[]
}) {
  const [text, setText] = useState<string | null>(initial)
  const empty = isRichTextEmpty(text)
  return (
    <Stack gap="xs">
      <RichTextEditor label="Edit comment" value={initial} onChange={setText} mentions={mentions} />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button size="xs" disabled={empty} loading={saving} onClick={() => text && !empty && onSave(text)}>
          Save
        </Button>
      </Group>
    </Stack>
  )
}
