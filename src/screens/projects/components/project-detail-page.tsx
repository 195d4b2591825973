import '@/styles/mantine-content'
import { Avatar, Box, Button, Card, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { IconEdit, IconPlus, IconTrash, IconUserPlus } from '@tabler/icons-react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { notFound, useRouter } from '@tanstack/react-router'
import { memo, useCallback, useMemo, useState } from 'react'
import type { Task } from '@/contract/schemas'
import { BackLink, RecordNotFound } from '@/components/feedback/record-not-found'
import { RichTextView } from '@/components/rich-text/rich-text-view'
import { PriorityBadge, TaskStatusBadge } from '@/domains/tasks/components/task-badges'
import { ProjectStatusBadge } from '@/domains/projects/components/project-status-badge'
import { PickUserDialog } from '@/domains/users/components/pick-user-dialog'
import { TaskFormDialog } from '@/domains/tasks/components/task-form-dialog'
import { LazyTaskBoard } from '@/domains/tasks/components/task-views-lazy'
import type { CalendarSearch } from '@/domains/tasks/utils/calendar-days'
import { ViewSwitch } from '@/components/navigation/view-switch'
import { fullNameOf, initialsOf } from '@/lib/names'
import { canAddProjectMember, canCreateTaskIn, canDeleteProject, canEditProject, canReadTask, permissionsOf } from '@/lib/permissions'
import { useBackTarget } from '@/lib/back-target'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { ProjectFormDialog } from '@/domains/projects/components/project-form-dialog'
import { projectColor } from '@/domains/projects/utils/project-meta'
import { projectQueries } from '@/domains/projects/api/project-queries'
import { taskQueries } from '@/domains/tasks/api/task-queries'
import { userQueries } from '@/domains/users/api/user-queries'
import { useCurrentUser } from '@/lib/session-context'
import { isOverdue } from '@/domains/tasks/utils/task-meta'
import { formatDay } from '@/lib/dates'
import { liveKey, useLiveClass } from '@/lib/live-highlight'
import { useAddMember, useDeleteProject, useUpdateProject } from '@/domains/projects/api/project-mutations'
import { useCreateTask, useMoveTask } from '@/domains/tasks/api/task-mutations'
import { isGone, serverMessage } from '@/lib/api-client'
import { toastsConfig } from '@/lib/mutation-toasts'
import { notifyError, notifySuccess } from '@/lib/notify'
import { PROJECT_MESSAGES } from '../messages'
import { projectsBackFallback } from '../utils/projects-home'
import { ProjectCalendar } from './project-calendar'
import headerClasses from './project-header.module.css'
import rowClasses from './project-task-row.module.css'
import { LineIcon } from '@/components/icons/line-icon'
import { RecordLink } from '@/components/light/record-link'
import { SortControl, type SortChoice } from '@/components/list-page/sort-control'
import { useNotifyWithLink } from '@/components/feedback/notify-created'
import { TASK_SORT_FIRST_DIRECTION, TASK_SORT_OPTIONS, type TaskSortField, sortTasks } from '@/domains/tasks/utils/task-sort'
import { afterPaint } from '@/lib/after-paint'
import { markLiveChange } from '@/lib/live-highlight'

/** Newest first: a task just created heads the list (issue 20). */
const PROJECT_TASKS_DEFAULT_SORT: SortChoice<TaskSortField> = { field: 'created', direction: 'desc' }

/** A task row's element id, to scroll a task just created into view. */
const projectTaskElementId = (id: number) => `project-task-${id}`

function BackToProjects() {
  return <BackLink fallback={projectsBackFallback(useCurrentUser())} />
}

/** A missing project (SPEC §2 'Missing project'): the route's not-found screen. */
export function ProjectNotFound() {
  return <RecordNotFound back={<BackToProjects />} title="Project Not Found" description="This project does not exist or was deleted." />
}

export type ProjectView = 'list' | 'board' | 'calendar'

const PROJECT_VIEWS = [
  { value: 'list', label: 'List' },
  { value: 'board', label: 'Board' },
  { value: 'calendar', label: 'Calendar' },
] as const satisfies readonly { value: ProjectView; label: string }[]

const NO_SEARCH: CalendarSearch = {}
const ignore = () => {}

export interface ProjectDetailPageProps {
  projectId: number
  view: ProjectView
  onViewChange: (view: ProjectView) => void
  /** The calendar's month or week and shown date (in the URL). */
  calendar?: CalendarSearch
  onCalendarChange?: (calendar: CalendarSearch) => void
  /** The list's order (issue 20, in the URL); newest first when absent. */
  sort?: SortChoice<TaskSortField>
  onSortChange?: (sort: SortChoice<TaskSortField> | null) => void
}

/**
 * /projects/:id (SPEC §2): details, team, the project's tasks as a list, a board or a calendar. The route's loader has the project
 * in the cache (a missing one never gets here); team and tasks load here, each with its spinner.
 */
export function ProjectDetailPage({ projectId, view, onViewChange, calendar = NO_SEARCH, onCalendarChange = ignore, sort = PROJECT_TASKS_DEFAULT_SORT, onSortChange = ignore }: ProjectDetailPageProps) {
  const user = useCurrentUser()
  const permissions = permissionsOf(user)
  const { data: current, error } = useSuspenseQuery(projectQueries.detail(projectId))
  // Deleted while open (another tab, a teammate): read as not found, as on a first visit.
  if (isGone(error)) throw notFound()
  const members = useQuery(projectQueries.members(projectId))
  const tasks = useQuery(taskQueries.ofProject(projectId))
  const [dialog, setDialog] = useState<'task' | 'member' | 'edit' | 'delete' | null>(null)
  const users = useQuery({ ...userQueries.choices(), enabled: dialog === 'task' || dialog === 'member' })
  const close = () => setDialog(null)
  // Edit and Delete as on the projects list, for whoever may do each (lib/permissions.ts, issue 21).
  const canEdit = canEditProject(user, current)
  const canDelete = canDeleteProject(user)
  const router = useRouter()
  const fallback = projectsBackFallback(user)
  const back = useBackTarget(fallback)
  const update = useUpdateProject({ mutationConfig: toastsConfig({ success: PROJECT_MESSAGES.updated, failure: PROJECT_MESSAGES.updateFailed, then: close }) })
  // The project and its tasks are gone: back where it was opened from, unless that was one of its tasks.
  const remove = useDeleteProject({
    mutationConfig: toastsConfig({
      success: PROJECT_MESSAGES.deleted,
      failure: PROJECT_MESSAGES.deleteFailed,
      then: () => void router.navigate({ href: back.href.startsWith('/tasks/') ? fallback.href : back.href, replace: true }),
    }),
  })
  const addMember = useAddMember({ mutationConfig: toastsConfig({ success: PROJECT_MESSAGES.memberAdded, failure: (error) => serverMessage(error, PROJECT_MESSAGES.memberFailed), then: close }) })
  const notifyWithLink = useNotifyWithLink()
  // The success toast links to the new task; the list shows it highlighted and scrolls to it (issue 20).
  const showCreated = useCallback(
    (message: string, created: Task) => {
      notifyWithLink(message, 'View task', { to: '/tasks/$taskId', params: { taskId: String(created.id) } })
      markLiveChange(liveKey('task', created.id))
      afterPaint(() => document.getElementById(projectTaskElementId(created.id))?.scrollIntoView({ block: 'nearest' }))
    },
    [notifyWithLink],
  )
  const createTask = useCreateTask({ mutationConfig: toastsConfig({ success: PROJECT_MESSAGES.taskCreated, failure: PROJECT_MESSAGES.taskCreateFailed, then: close, announce: showCreated }) })
  // A move to another column is a status change, with its toasts; a reorder is quiet unless it fails.
  const { mutate: moveTask } = useMoveTask({
    mutationConfig: {
      onSuccess: (_saved, { task, status }) => {
        if (status !== task.status) notifySuccess(PROJECT_MESSAGES.taskStatusUpdated)
      },
      onError: (_error, { task, status }) => notifyError(status !== task.status ? PROJECT_MESSAGES.taskStatusFailed : PROJECT_MESSAGES.taskUpdateFailed),
    },
  })

  const headerClass = useLiveClass(liveKey('project', current.id))
  const color = projectColor(current.id)
  const team = members.data ?? []
  const projectTasks = tasks.isError ? [] : (tasks.data ?? [])
  const { data: loadedTasks } = tasks
  const sortedTasks = useMemo(() => sortTasks(loadedTasks ?? [], sort), [loadedTasks, sort])

  const teamCard = (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          Team Members
        </Title>
        {canAddProjectMember(user, current) && (
          <Button size="xs" variant="light" leftSection={<IconUserPlus size={14} />} onClick={() => setDialog('member')}>
            Add Member
          </Button>
        )}
      </Group>
      {members.isPending ? (
        <Loader size="sm" role="progressbar" aria-label="Loading members" />
      ) : team.length === 0 ? (
        <Text size="sm" c="dimmed">
          No members assigned
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {team.map((member) => (
            <Group key={member.id} gap="sm" component="li" wrap="nowrap">
              <Avatar radius="xl" color="initials" name={fullNameOf(member)}>
                {initialsOf(member)}
              </Avatar>
              <div>
                <Text size="sm" fw={500}>
                  {fullNameOf(member)}
                </Text>
                <Text size="xs" c="dimmed">
                  @{member.username}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  )
  const tasksCard = (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          Tasks
        </Title>
        <Group gap="sm" align="center">
          {view === 'list' && <SortControl options={TASK_SORT_OPTIONS} value={sort} firstDirection={TASK_SORT_FIRST_DIRECTION} onChange={onSortChange} hideLabel />}
          <ViewSwitch label="Task view" value={view} options={PROJECT_VIEWS} onChange={onViewChange} />
          {canCreateTaskIn(user, current) && (
            <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setDialog('task')}>
              New Task
            </Button>
          )}
        </Group>
      </Group>
      {view !== 'list' && !tasks.isPending ? (
        view === 'board' ? <LazyTaskBoard tasks={projectTasks} onMove={moveTask} /> : <ProjectCalendar tasks={projectTasks} search={calendar} onSearchChange={onCalendarChange} canMove={permissions.canAccessStaffFeatures} />
      ) : tasks.isPending ? (
        <Loader size="sm" role="progressbar" aria-label="Loading tasks" />
      ) : projectTasks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {/* Staff outside the project are sent none of its tasks (issue 21). */}
          {canReadTask(user, { assigneeId: null, projectId: current.id }, current) ? 'No tasks in this project yet.' : 'Only members of this project see its tasks.'}
        </Text>
      ) : (
        <ul className={rowClasses.list}>
          {sortedTasks.map((task) => (
            <ProjectTaskRow key={task.id} task={task} />
          ))}
        </ul>
      )}
    </Card>
  )

  return (
    <Stack gap="lg">
      <BackToProjects />
      <Card withBorder radius="md" padding="lg" className={headerClass}>
        <div className={headerClasses.header}>
          <Box w={48} h={48} style={{ borderRadius: 8, background: color, flex: 'none' }} data-color={color} aria-label={`Project colour ${color}`} role="img" />
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Group gap="sm">
              <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
                {current.name}
              </Title>
              <ProjectStatusBadge status={current.status} />
            </Group>
            <RichTextView value={current.description} empty={<Text c="dimmed">No description</Text>} />
            <Group gap="lg" mt={4} style={{ rowGap: 2 }}>
              <Text size="sm" c="dimmed">
                Created {formatDay(current.createdAt)}
              </Text>
              <Text size="sm" c="dimmed">
                {team.length === 1 ? '1 member' : `${team.length} members`}
              </Text>
              <Text size="sm" c="dimmed">
                {formatDay(current.startDate)} – {formatDay(current.dueDate)}
              </Text>
            </Group>
          </Stack>
          {(canEdit || canDelete) && (
            <div className={headerClasses.actions}>
              {canEdit && (
                <Button size="xs" variant="light" leftSection={<IconEdit size={14} />} onClick={() => setDialog('edit')}>
                  Edit
                </Button>
              )}
              {canDelete && (
                <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} />} onClick={() => setDialog('delete')}>
                  Delete
                </Button>
              )}
            </div>
          )}
        </div>
      </Card>

      {view === 'list' ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>{teamCard}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>{tasksCard}</Grid.Col>
        </Grid>
      ) : (
        // A board or a calendar needs the page's whole width; the team follows it.
        <>
          {tasksCard}
          {teamCard}
        </>
      )}

      <PickUserDialog
        opened={dialog === 'member'}
        title="Add Member"
        subject={current.name}
        label="Team member"
        submitLabel="Add Member"
        users={users.data ?? []}
        excludeIds={team.map((member) => member.id)}
        loading={addMember.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(userId) => addMember.mutate({ project: current, userId })}
      />
      <TaskFormDialog
        opened={dialog === 'task'}
        projects={[current]}
        users={users.data ?? []}
        defaultProjectId={current.id}
        loading={createTask.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(values) => createTask.mutate(values)}
      />
      <ProjectFormDialog opened={dialog === 'edit'} project={current} loading={update.isPending} onClose={close} onSubmit={(values) => update.mutate({ project: current, values })} />
      <ConfirmDialog
        opened={dialog === 'delete'}
        title="Delete Project"
        message={PROJECT_MESSAGES.deleteConfirm}
        loading={remove.isPending || remove.isSuccess}
        onClose={close}
        onConfirm={() => remove.mutate(current)}
      />
    </Stack>
  )
}

/** One of the project's tasks, as plain elements; it lights up when a change arrives live, on its own. */
const ProjectTaskRow = memo(function ProjectTaskRow({ task }: { task: Task }) {
  const overdue = isOverdue(task)
  const className = useLiveClass(liveKey('task', task.id), rowClasses.row)
  return (
    <li id={projectTaskElementId(task.id)} className={className} data-task-id={task.id} data-nav-item>
      <div className={rowClasses.main}>
        <span className={rowClasses.title} data-done={task.status === 'COMPLETED' || undefined}>
          {task.title}
        </span>
        <div className={rowClasses.meta}>
          <TaskStatusBadge status={task.status} />
          <PriorityBadge priority={task.priority} />
          <span className={rowClasses.due} data-overdue={overdue || undefined}>
            Due {formatDay(task.dueDate)}
          </span>
        </div>
      </div>
      <RecordLink target={{ to: '/tasks/$taskId', params: { taskId: String(task.id) } }} className={rowClasses.view} aria-label={`View ${task.title}`}>
        <LineIcon name="eye" size={18} />
      </RecordLink>
    </li>
  )
})
