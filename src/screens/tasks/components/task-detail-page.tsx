import { Anchor, Badge, Button, Card, Center, Checkbox, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconAlertTriangle, IconArrowLeft, IconEdit } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { RichTextView } from '@/components/rich-text/rich-text-view'
import { PriorityBadge, TaskStatusBadge } from '@/domains/tasks/components/task-badges'
import { TaskFormDialog } from '@/domains/tasks/components/task-form-dialog'
import { notifyError } from '@/lib/notify'
import { hasAccess } from '@/lib/permissions'
import { projectQueries } from '@/domains/projects/api/project-queries'
import { isNotFound, taskQueries, toggledCompletion } from '@/domains/tasks/api/task-queries'
import { userQueries } from '@/domains/users/api/user-queries'
import { useCurrentUser } from '@/lib/session-context'
import { isOverdue } from '@/domains/tasks/utils/task-meta'
import { formatDay } from '@/lib/dates'
import { useChangeTaskStatus, useUpdateTask } from '@/domains/tasks/api/task-mutations'
import { toastsConfig } from '@/lib/mutation-toasts'
import { TASK_MESSAGES } from '../messages'

/**
 * /tasks/:id (SPEC §2). The comments panel is its own feature: the route passes it in as
 * `commentsSlot`, shown once the task has loaded.
 */
export function TaskDetailPage({ taskId, commentsSlot }: { taskId: number | undefined; commentsSlot?: React.ReactNode }) {
  const user = useCurrentUser()
  const navigate = useNavigate()
  const task = useQuery({ ...taskQueries.detail(taskId ?? 0), enabled: taskId !== undefined })
  const [editing, setEditing] = useState(false)
  const projects = useQuery({ ...projectQueries.list(), enabled: editing })
  const users = useQuery({ ...userQueries.choices(), enabled: editing })
  const update = useUpdateTask({ mutationConfig: toastsConfig({ success: TASK_MESSAGES.updated, failure: TASK_MESSAGES.updateFailed, then: () => setEditing(false) }) })
  const changeStatus = useChangeTaskStatus({ mutationConfig: toastsConfig({ success: TASK_MESSAGES.statusUpdated, failure: TASK_MESSAGES.statusFailed }) })
  // Staff cannot open /tasks; their way back is the dashboard.
  const backTo = hasAccess(user, 'manager') ? '/tasks' : '/dashboard'
  const failed = task.isError && !isNotFound(task.error)

  useEffect(() => {
    if (!failed) return
    notifyError(TASK_MESSAGES.loadFailed)
    void navigate({ to: backTo, replace: true })
  }, [failed, navigate, backTo])

  const back = (
    <Anchor component={Link} to={backTo} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={16} aria-hidden />
        Back to Tasks
      </Group>
    </Anchor>
  )

  if (taskId === undefined || (task.isError && !failed)) {
    return (
      <Stack align="flex-start" gap="md">
        {back}
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Task Not Found
        </Title>
        <Text c="dimmed">This task does not exist or was deleted.</Text>
      </Stack>
    )
  }
  const current = task.data
  if (!current || failed) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading task" />
      </Center>
    )
  }

  const completed = current.status === 'COMPLETED'
  const overdue = isOverdue(current)
  const assignee = current.assignee ? `${current.assignee.firstName} ${current.assignee.lastName}` : 'Unassigned'

  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
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
        <Button leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
          Edit Task
        </Button>
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
        <Detail label="Assignee">
          <Text>{assignee}</Text>
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

      {commentsSlot}

      <TaskFormDialog
        opened={editing}
        task={current}
        projects={projects.data ?? [current.project]}
        users={users.data ?? []}
        loading={update.isPending}
        onClose={() => setEditing(false)}
        onSubmit={(values) => update.mutate({ task: current, values })}
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
