import '@/styles/mantine-fields'
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { notifyUndoable } from '@/components/feedback/undo-toast'
import { useSubmitGuard } from '@/components/forms/use-submit-guard'
import { isRichTextEmpty } from '@/components/rich-text/delta'
import { RichTextEditor } from '@/components/rich-text/rich-text-editor'
import { mentionRenderer } from '@/components/mentions/mention-text'
import type { MentionPerson } from '@/contract/mentions'
import { fullNameOf } from '@/lib/names'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useCurrentUser } from '@/lib/session-context'
import { commentQueries } from '../api/comments-api'
import { useAddComment, useDeleteComment, useRestoreComment, useUpdateComment } from '../api/comment-mutations'
import { COMMENT_MESSAGES } from '../utils/comment-messages'
import { canChangeComment } from '../utils/comment-format'
import { CommentItem } from './comment-item'

function failed(message: string) {
  return (error: Error) => {
    console.error(message, error)
    notifyError(message)
  }
}

const NOBODY: readonly MentionPerson[] = []

/**
 * The task's comments panel (SPEC §2 Task detail): the list, inline edit, delete, and the add box.
 * `people`: who may be @mentioned here (those who may read the task); mentions of them show as names.
 */
export function CommentsPanel({ taskId, people = NOBODY }: { taskId: number; people?: readonly MentionPerson[] }) {
  const user = useCurrentUser()
  const offered = useMemo(() => people.filter((person) => person.id !== user.id), [people, user.id])
  const renderText = useMemo(() => mentionRenderer({ people, meId: user.id }), [people, user.id])
  const comments = useQuery(commentQueries.ofTask(taskId))
  const [editingId, setEditingId] = useState<number | null>(null)
  const [deletingId, setDeletingId] = useState<number | null>(null)
  const [draft, setDraft] = useState<string | null>(null)
  // Remounting the editor is how it is emptied: it owns its text once mounted.
  const [editorKey, setEditorKey] = useState(0)

  const add = useAddComment(taskId, {
    mutationConfig: {
      onSuccess: () => {
        notifySuccess(COMMENT_MESSAGES.added)
        setDraft(null)
        setEditorKey((key) => key + 1)
      },
      onError: failed(COMMENT_MESSAGES.addFailed),
    },
  })
  const { busy: adding, guard } = useSubmitGuard(add.isPending)
  const sendComment = guard((text: string) => add.mutate({ commenter: fullNameOf(user), text }))
  const update = useUpdateComment(taskId, {
    mutationConfig: {
      onSuccess: () => {
        notifySuccess(COMMENT_MESSAGES.updated)
        setEditingId(null)
      },
      onError: failed(COMMENT_MESSAGES.updateFailed),
    },
  })
  const { mutate: restore } = useRestoreComment(taskId, {
    mutationConfig: { onSuccess: () => notifySuccess(COMMENT_MESSAGES.restored), onError: failed(COMMENT_MESSAGES.restoreFailed) },
  })
  const remove = useDeleteComment(taskId, {
    mutationConfig: {
      onSuccess: (token) => {
        // The SPEC's toast, with Undo when the server can restore it (issue 19).
        if (token) notifyUndoable({ message: COMMENT_MESSAGES.deleted, onUndo: () => restore(token) })
        else notifySuccess(COMMENT_MESSAGES.deleted)
        setDeletingId(null)
      },
      onError: failed(COMMENT_MESSAGES.deleteFailed),
    },
  })

  useEffect(() => {
    if (comments.isError) {
      console.error(COMMENT_MESSAGES.loadFailed, comments.error)
      notifyError(COMMENT_MESSAGES.loadFailed)
    }
  }, [comments.isError, comments.error])

  const list = comments.data ?? []
  const emptyDraft = isRichTextEmpty(draft)
  // Both the Add button and Ctrl+Enter: one comment however fast they repeat (issue 21).
  const send = () => {
    if (draft && !emptyDraft) sendComment(draft)
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="comments-heading">
      <Group gap="xs" mb="md">
        <Title order={2} fz="lg" id="comments-heading">
          Comments
        </Title>
        {comments.data ? (
          <Badge variant="light" color="gray" aria-label={`${list.length} comments`}>
            {list.length}
          </Badge>
        ) : null}
      </Group>

      <Stack gap="sm">
        {comments.isPending ? (
          <Stack gap="sm" role="status" aria-label="Loading comments">
            <Skeleton height={72} radius="md" />
            <Skeleton height={72} radius="md" />
          </Stack>
        ) : comments.isError ? (
          <Text c="dimmed" size="sm">
            Comments could not be loaded.
          </Text>
        ) : list.length === 0 ? (
          <Text c="dimmed" size="sm">
            No comments yet. Start the conversation below.
          </Text>
        ) : (
          list.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              canChange={canChangeComment(user, comment)}
              editing={editingId === comment.id}
              saving={update.isPending && update.variables.id === comment.id}
              deleting={remove.isPending && remove.variables === comment.id}
              onEdit={() => setEditingId(comment.id)}
              onCancel={() => setEditingId(null)}
              onSave={(text) => update.mutate({ id: comment.id, text })}
              onDelete={() => setDeletingId(comment.id)}
              mentions={offered}
              renderText={renderText}
            />
          ))
        )}

        <Stack gap="xs" mt="sm">
          <RichTextEditor
            key={editorKey}
            label="Add a comment"
            description="Ctrl+Enter (⌘+Enter on a Mac) adds it"
            value={null}
            onChange={setDraft}
            onSubmit={send}
            placeholder="Write a comment..."
            mentions={offered}
          />
          <Group justify="flex-end">
            <Button
              disabled={emptyDraft || adding}
              loading={adding}
              onClick={send}
            >
              Add
            </Button>
          </Group>
        </Stack>
      </Stack>

      <ConfirmDialog
        opened={deletingId !== null}
        title="Delete comment"
        message={COMMENT_MESSAGES.confirmDelete}
        loading={remove.isPending}
        onConfirm={() => deletingId !== null && remove.mutate(deletingId)}
        onClose={() => setDeletingId(null)}
      />
    </Card>
  )
}
