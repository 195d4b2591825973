import { Avatar, Box, Button, Card, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { IconPlus, IconUserPlus } from '@tabler/icons-react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { memo, useState } from 'react'
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
import { canAddProjectMember, canCreateTaskIn, canReadTask, permissionsOf } from '@/lib/permissions'
import { projectColor } from '@/domains/projects/utils/project-meta'
import { projectQueries } from '@/domains/projects/api/project-queries'
import { taskQueries } from '@/domains/tasks/api/task-queries'
import { userQueries } from '@/domains/users/api/user-queries'
import { useCurrentUser } from '@/lib/session-context'
import { isOverdue } from '@/domains/tasks/utils/task-meta'
import { formatDay } from '@/lib/dates'
import { liveKey, useLiveClass } from '@/lib/live-highlight'
import { useAddMember } from '@/domains/projects/api/project-mutations'
import { useCreateTask, useMoveTask } from '@/domains/tasks/api/task-mutations'
import { isGone, serverMessage } from '@/lib/api-client'
import { toastsConfig } from '@/lib/mutation-toasts'
import { notifyError, notifySuccess } from '@/lib/notify'
import { PROJECT_MESSAGES } from '../messages'
import { projectsHome } from '../utils/projects-home'
import { ProjectCalendar } from './project-calendar'
import rowClasses from './project-task-row.module.css'
import { LineIcon } from '@/components/icons/line-icon'
import { RecordLink } from '@/components/light/record-link'

function BackToProjects() {
  return <BackLink to={projectsHome(useCurrentUser())} label="Back to Projects" />
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
}

/**
 * /projects/:id (SPEC §2): details, team, the project's tasks as a list, a board or a calendar. The route's loader has the project
 * in the cache (a missing one never gets here); team and tasks load here, each with its spinner.
 */
export function ProjectDetailPage({ projectId, view, onViewChange, calendar = NO_SEARCH, onCalendarChange = ignore }: ProjectDetailPageProps) {
  const user = useCurrentUser()
  const permissions = permissionsOf(user)
  const { data: current, error } = useSuspenseQuery(projectQueries.detail(projectId))
  // Deleted while open (another tab, a teammate): read as not found, as on a first visit.
  if (isGone(error)) throw notFound()
  const members = useQuery(projectQueries.members(projectId))
  const tasks = useQuery(taskQueries.ofProject(projectId))
  const [dialog, setDialog] = useState<'task' | 'member' | null>(null)
  const users = useQuery({ ...userQueries.choices(), enabled: dialog !== null })
  const close = () => setDialog(null)
  const addMember = useAddMember({ mutationConfig: toastsConfig({ success: PROJECT_MESSAGES.memberAdded, failure: (error) => serverMessage(error, PROJECT_MESSAGES.memberFailed), then: close }) })
  const createTask = useCreateTask({ mutationConfig: toastsConfig({ success: PROJECT_MESSAGES.taskCreated, failure: PROJECT_MESSAGES.taskCreateFailed, then: close }) })
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
        <Group gap="sm">
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
          {projectTasks.map((task) => (
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
        <Group align="flex-start" wrap="nowrap" gap="md">
          <Box w={48} h={48} style={{ borderRadius: 8, background: color, flex: 'none' }} data-color={color} aria-label={`Project colour ${color}`} role="img" />
          <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
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
        </Group>
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
    </Stack>
  )
}

/** One of the project's tasks, as plain elements; it lights up when a change arrives live, on its own. */
const ProjectTaskRow = memo(function ProjectTaskRow({ task }: { task: Task }) {
  const overdue = isOverdue(task)
  const className = useLiveClass(liveKey('task', task.id), rowClasses.row)
  return (
    <li className={className}>
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
