import '@/styles/mantine-fields'
import '@/styles/mantine-screens'
import { Anchor, Badge, Button, Card, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconAlertTriangle, IconEdit, IconTrash, IconUserPlus } from '@tabler/icons-react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link, notFound, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { TASK_STATUSES, type Task, type TaskStatus } from '@/contract/schemas'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { PickUserDialog } from '@/domains/users/components/pick-user-dialog'
import { TASK_STATUS_LABELS } from '@/domains/tasks/utils/task-meta'
import { useBackTarget } from '@/lib/back-target'
import { BackLink, RecordNotFound } from '@/components/feedback/record-not-found'
import { RichTextView } from '@/components/rich-text/rich-text-view'
import { PriorityBadge, TaskStatusBadge } from '@/domains/tasks/components/task-badges'
import { TaskFormDialog } from '@/domains/tasks/components/task-form-dialog'
import { projectQueries } from '@/domains/projects/api/project-queries'
import { taskQueries, toggledCompletion } from '@/domains/tasks/api/task-queries'
import { userQueries } from '@/domains/users/api/user-queries'
import { canDeleteTask, permissionsOf, projectsForTasks } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session-context'
import { isOverdue } from '@/domains/tasks/utils/task-meta'
import { isGone } from '@/lib/api-client'
import { formatDay } from '@/lib/dates'
import { liveKey, useLiveClass } from '@/lib/live-highlight'
import { useAssignTask, useChangeTaskStatus, useDeleteTask, useUpdateTask } from '@/domains/tasks/api/task-mutations'
import { toastsConfig } from '@/lib/mutation-toasts'
import { notifyError } from '@/lib/notify'
import { notifyDeleted, useTaskBulkActions } from '@/domains/tasks/api/task-bulk'
import { TASK_MESSAGES } from '../messages'
import { tasksBackFallback } from '../utils/tasks-home'
import { TaskDiscussion } from './task-discussion'
import { shortcutProps } from '@/lib/keyboard-shortcuts'

const EDIT_KEY = shortcutProps('e')
const STATUS_KEY = shortcutProps('s')
const ASSIGN_KEY = shortcutProps('a')

function BackToTasks() {
  return <BackLink fallback={tasksBackFallback(useCurrentUser())} />
}

/** A missing task (SPEC §2 'Missing task'): the route's not-found screen. */
export function TaskNotFound() {
  return <RecordNotFound back={<BackToTasks />} title="Task Not Found" description="This task does not exist or was deleted." />
}

/**
 * /tasks/:id (SPEC §2). The route's loader has the task in the cache (a missing one never gets
 * here). The comments panel is its own feature: the route passes it in as `commentsSlot`.
 */
export function TaskDetailPage({ taskId, commentsSlot }: { taskId: number; commentsSlot?: React.ReactNode }) {
  const { data: current, error } = useSuspenseQuery(taskQueries.detail(taskId))
  // Deleted while open (another tab, a teammate): read as not found, as on a first visit.
  if (isGone(error)) throw notFound()
  // The task as the dialog opened it: its version is what the save is based on, so a change saved
  // elsewhere while the dialog is open asks rather than being overwritten (lib/edit-conflict.ts).
  const [editing, setEditing] = useState<Task | null>(null)
  const [dialog, setDialog] = useState<'assign' | 'delete' | null>(null)
  const user = useCurrentUser()
  // The same rule the task lists read, so a change to who may assign reaches this page too.
  const { canAssignTasks } = permissionsOf(user)
  const router = useRouter()
  const back = useBackTarget(tasksBackFallback(user))
  const projects = useQuery({ ...projectQueries.list(), enabled: editing !== null })
  const users = useQuery({ ...userQueries.choices(), enabled: editing !== null || dialog === 'assign' })
  const update = useUpdateTask({ mutationConfig: toastsConfig({ success: TASK_MESSAGES.updated, failure: TASK_MESSAGES.updateFailed, then: () => setEditing(null) }) })
  const changeStatus = useChangeTaskStatus({ mutationConfig: toastsConfig({ success: TASK_MESSAGES.statusUpdated, failure: TASK_MESSAGES.statusFailed }) })
  const assign = useAssignTask({ mutationConfig: toastsConfig({ success: TASK_MESSAGES.assigned, failure: TASK_MESSAGES.assignFailed, then: () => setDialog(null) }) })
  // The task is gone: back where it was opened from, in place of its own history entry.
  // The SPEC's toast, with Undo (issue 19): the toast outlives this page, and so does its undo.
  const { restore } = useTaskBulkActions()
  const remove = useDeleteTask({
    mutationConfig: {
      onSuccess: (token) => {
        notifyDeleted(TASK_MESSAGES.deleted, token, restore)
        void router.navigate({ href: back.href, replace: true })
      },
      onError: () => notifyError(TASK_MESSAGES.deleteFailed),
    },
  })

  const headerClass = useLiveClass(liveKey('task', current.id))
  const completed = current.status === 'COMPLETED'
  const overdue = isOverdue(current)
  const assignee = current.assignee ? `${current.assignee.firstName} ${current.assignee.lastName}` : 'Unassigned'

  return (
    <Stack gap="lg" data-task-page>
      <BackToTasks />
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" className={headerClass}>
        <Group align="flex-start" wrap="nowrap" gap="sm" style={{ flex: 1, minWidth: 240 }}>
          <Checkbox
            mt={8}
            size="md"
            aria-label={completed ? 'Mark as not completed' : 'Mark as completed'}
            checked={completed}
            onChange={() => changeStatus.mutate({ task: current, status: toggledCompletion(current) })}
          />
          <Stack gap={6}>
            <Title order={1} fz={{ base: 22, sm: 28 }} td={completed ? 'line-through' : undefined} c={completed ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
              {current.title}
            </Title>
            <Group gap={6}>
              <PriorityBadge priority={current.priority} />
              <TaskStatusBadge status={current.status} />
              {overdue && (
                <Badge color="red" variant="filled" leftSection={<IconAlertTriangle size={12} />}>
                  Overdue
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button leftSection={<IconEdit size={16} />} onClick={() => setEditing(current)} data-task-action="edit" {...EDIT_KEY}>
            Edit Task
          </Button>
          {canDeleteTask(user) && (
            <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={() => setDialog('delete')}>
              Delete Task
            </Button>
          )}
        </Group>
      </Group>

      <Card withBorder radius="md" padding="lg">
        <Text fw={600} mb="xs">
          Description
        </Text>
        <RichTextView value={current.description} empty={<Text c="dimmed">No description</Text>} />
      </Card>

      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Detail label="Due date">
          <Text c={overdue ? 'red' : undefined} fw={overdue ? 600 : undefined} data-overdue={overdue || undefined}>
            {formatDay(current.dueDate)}
            {overdue ? ' — overdue' : ''}
          </Text>
        </Detail>
        <Detail label="Start date">
          <Text>{formatDay(current.startDate)}</Text>
        </Detail>
        <Detail label="Created">
          <Text>{formatDay(current.createdAt)}</Text>
        </Detail>
        <Detail label="Status">
          <NativeSelect
            aria-label="Status"
            size="sm"
            data-task-action="status"
            {...STATUS_KEY}
            value={current.status}
            data={TASK_STATUSES.map((status) => ({ value: status, label: TASK_STATUS_LABELS[status] }))}
            onChange={(event) => {
              const status = event.currentTarget.value as TaskStatus
              if (status !== current.status) changeStatus.mutate({ task: current, status })
            }}
          />
        </Detail>
        <Detail label="Assignee">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text>{assignee}</Text>
            {canAssignTasks && (
              <Button size="compact-sm" variant="subtle" leftSection={<IconUserPlus size={14} />} onClick={() => setDialog('assign')} data-task-action="assign" {...ASSIGN_KEY}>
                {current.assignee ? 'Reassign' : 'Assign'}
              </Button>
            )}
          </Group>
        </Detail>
        <Detail label="Project">
          <Anchor component={Link} to={`/projects/${current.project.id}`}>
            {current.project.name}
          </Anchor>
        </Detail>
        {current.completedAt && (
          <Detail label="Completed">
            <Text>{formatDay(current.completedAt)}</Text>
          </Detail>
        )}
      </SimpleGrid>

      <TaskDiscussion taskId={current.id} comments={commentsSlot} />

      <TaskFormDialog
        opened={editing !== null}
        task={editing ?? current}
        projects={projects.data ? projectsForTasks(user, projects.data, current.projectId) : [current.project]}
        users={users.data ?? []}
        loading={update.isPending}
        onClose={() => setEditing(null)}
        onSubmit={(values) => update.mutate({ task: editing ?? current, values })}
      />
      <PickUserDialog
        opened={dialog === 'assign'}
        title="Assign Task"
        subject={current.title}
        label="Assignee"
        submitLabel="Assign"
        users={users.data ?? []}
        initialUserId={current.assigneeId}
        loading={assign.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(userId) => assign.mutate({ task: current, userId })}
      />
      <ConfirmDialog
        opened={dialog === 'delete'}
        title="Delete Task"
        message={TASK_MESSAGES.deleteConfirm}
        loading={remove.isPending || remove.isSuccess}
        onClose={() => setDialog(null)}
        onConfirm={() => remove.mutate(current)}
      />
    </Stack>
  )
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={4}>
        {label}
      </Text>
      {children}
    </Card>
  )
}
