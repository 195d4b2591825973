import { Button, Card, Center, Group, Loader, Select, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core'
import { IconChecklist, IconFolderPlus, IconLogout, IconPlus, IconUserPlus, IconUsers } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { PickUserDialog } from '@/domains/users/components/pick-user-dialog'
import { ProjectFormDialog } from '@/domains/projects/components/project-form-dialog'
import { preloadProjectForm } from '@/domains/projects/components/project-form-loader'
import { TaskFormDialog } from '@/domains/tasks/components/task-form-dialog'
import { preloadTaskForm } from '@/domains/tasks/components/task-form-loader'
import type { Task } from '@/contract/schemas'
import { fullNameOf } from '@/lib/names'
import { notifyError } from '@/lib/notify'
import { hasAccess, permissionsOf } from '@/lib/permissions'
import { projectQueries } from '@/domains/projects/api/project-queries'
import { taskQueries } from '@/domains/tasks/api/task-queries'
import { userQueries } from '@/domains/users/api/user-queries'
import { useSession, useCurrentUser } from '@/lib/session-context'
import { useAddMember, useCreateProject } from '@/domains/projects/api/project-mutations'
import { useAssignTask, useChangeTaskStatus, useCreateTask, useUpdateTask } from '@/domains/tasks/api/task-mutations'
import { toggledCompletion } from '@/domains/tasks/api/task-queries'
import { serverMessage } from '@/lib/api-client'
import { toastsConfig } from '@/lib/mutation-toasts'
import { DASHBOARD_MESSAGES } from '../messages'
import { countTasks, DASHBOARD_TABS, dashboardTaskRequest, type DashboardScope, type DashboardTab, scopeTasks, sortDashboardTasks, tasksOfTab } from '../utils/dashboard-tasks'
import { DashboardTaskCard } from './dashboard-task-card'

export interface DashboardSearch extends DashboardScope {
  tab?: Exclude<DashboardTab, 'all'>
}

const PAGE_SIZE = 16

type Dialog = { kind: 'task' } | { kind: 'edit'; task: Task } | { kind: 'assign'; task: Task } | { kind: 'project' } | { kind: 'member' } | null

/** /dashboard (SPEC §2): greeting, counters over the filters, tabs, task cards, actions by permission. */
export function DashboardPage({ search, onSearchChange }: { search: DashboardSearch; onSearchChange: (search: DashboardSearch) => void }) {
  const user = useCurrentUser()
  const { logout } = useSession()
  const permissions = permissionsOf(user)
  // Users without a role see the dashboard but may not read staff data (SPEC §6).
  const staff = hasAccess(user, 'staff')
  // Projects, users and tasks load in parallel (SPEC §7).
  const projects = useQuery({ ...projectQueries.list(), enabled: staff })
  const users = useQuery({ ...userQueries.list(), enabled: staff })
  const tasks = useQuery({ ...taskQueries.list(), enabled: staff })
  const [dialog, setDialog] = useState<Dialog>(null)
  const [limit, setLimit] = useState(PAGE_SIZE)
  // The screen follows the user's choice at once; the URL catches up right after (and the URL
  // drives the screen when it changes from outside, e.g. the back button).
  const [view, setView] = useState<DashboardSearch>(search)
  const [syncedSearch, setSyncedSearch] = useState(search)
  if (search !== syncedSearch) {
    setSyncedSearch(search)
    setView(search)
  }

  useEffect(() => {
    if (projects.isError || users.isError) notifyError(DASHBOARD_MESSAGES.loadFailed, DASHBOARD_MESSAGES.loadTitle)
  }, [projects.isError, users.isError])
  useEffect(() => {
    if (tasks.isError) notifyError(DASHBOARD_MESSAGES.tasksFailed)
  }, [tasks.isError])

  const close = useCallback(() => setDialog(null), [])
  const M = DASHBOARD_MESSAGES
  const createTask = useCreateTask({ mutationConfig: toastsConfig({ success: M.taskCreated, failure: M.createTaskFailed, failureTitle: M.createTaskTitle, then: close }) })
  const editTask = useUpdateTask({ mutationConfig: toastsConfig({ success: M.taskUpdated, failure: M.editFailed, failureTitle: M.updateTaskTitle, then: close }) })
  // The card's checkbox: TODO ↔ COMPLETED, optimistic, with no toast on success.
  const toggle = useChangeTaskStatus({ mutationConfig: toastsConfig({ failure: M.statusFailed, failureTitle: M.updateTaskTitle }) })
  const createProject = useCreateProject({ mutationConfig: toastsConfig({ success: M.projectCreated, failure: M.createProjectFailed, failureTitle: M.createProjectTitle, then: close }) })
  const addMember = useAddMember({ mutationConfig: toastsConfig({ success: M.memberAdded, failure: M.addMemberFailed, failureTitle: M.addMemberTitle, then: close }) })
  const assign = useAssignTask({
    mutationConfig: toastsConfig({ success: M.taskAssigned, failure: (error) => serverMessage(error, M.assignFailed), failureTitle: M.assignTitle, then: close }),
  })

  const sorted = useMemo(() => sortDashboardTasks(tasks.data ?? []), [tasks.data])
  const scope = useMemo<DashboardScope>(() => ({ project: view.project, assignee: view.assignee }), [view.project, view.assignee])
  const scoped = useMemo(() => scopeTasks(sorted, scope), [sorted, scope])
  const counts = useMemo(() => countTasks(scoped), [scoped])
  const tab: DashboardTab = view.tab ?? 'all'
  const visible = useMemo(() => tasksOfTab(scoped, tab), [scoped, tab])

  const projectOptions = useMemo(
    () => [{ value: 'all', label: 'All Projects' }, ...(projects.data ?? []).map((project) => ({ value: String(project.id), label: project.name }))],
    [projects.data],
  )
  const assigneeOptions = useMemo(
    () => [
      { value: 'all', label: 'All Assignees' },
      { value: 'unassigned', label: 'Unassigned' },
      ...(users.data ?? []).map((person) => ({ value: String(person.id), label: fullNameOf(person) })),
    ],
    [users.data],
  )
  const selectedProject = (projects.data ?? []).find((project) => project.id === view.project) ?? null
  const update = (next: DashboardSearch) => {
    setLimit(PAGE_SIZE)
    setView(next)
    // Let the new list paint first; writing the URL goes through the router and can wait a frame.
    requestAnimationFrame(() => onSearchChange(next))
  }

  // `mutate` is stable; the mutation object is not, and would re-render every card.
  const { mutate: mutateToggle } = toggle
  const onToggle = useCallback((task: Task) => mutateToggle({ task, status: toggledCompletion(task) }), [mutateToggle])
  const onEdit = useCallback((task: Task) => setDialog({ kind: 'edit', task }), [])
  const onAssign = useCallback((task: Task) => setDialog({ kind: 'assign', task }), [])

  const loading = staff && (tasks.isPending || projects.isPending)

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Welcome back, {fullNameOf(user)}
          </Title>
          <Text c="dimmed">Here is what your team is working on.</Text>
        </Stack>
        <Button variant="default" leftSection={<IconLogout size={16} />} onClick={() => logout()}>
          Sign Out
        </Button>
      </Group>

      <Group gap="xs">
        <Button component={Link} to="/daily-checklist" variant="light" leftSection={<IconChecklist size={16} />}>
          Daily Checklist
        </Button>
        {permissions.canAccessAdminFeatures && (
          <Button component={Link} to="/users" variant="light" leftSection={<IconUsers size={16} />}>
            Manage Users
          </Button>
        )}
        {permissions.canCreateProjects && (
          <>
            <Button
              variant="light"
              leftSection={<IconFolderPlus size={16} />}
              onPointerEnter={preloadProjectForm}
              onFocus={preloadProjectForm}
              onClick={() => setDialog({ kind: 'project' })}
            >
              New Project
            </Button>
            <Button leftSection={<IconPlus size={16} />} onPointerEnter={preloadTaskForm} onFocus={preloadTaskForm} onClick={() => setDialog({ kind: 'task' })}>
              New Task
            </Button>
          </>
        )}
      </Group>

      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Counter label="Total Tasks" value={counts.total} />
        <Counter label="Completed" value={counts.completed} color="teal" />
        <Counter label="In Progress" value={counts.inProgress} color="blue" />
        <Counter label="To Do" value={counts.todo} color="gray" />
      </SimpleGrid>

      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Project"
          w={{ base: '100%', xs: 220 }}
          data={projectOptions}
          value={view.project ? String(view.project) : 'all'}
          allowDeselect={false}
          onChange={(value) => update({ ...view, project: value && value !== 'all' ? Number(value) : undefined })}
        />
        <Select
          label="Assignee"
          w={{ base: '100%', xs: 220 }}
          data={assigneeOptions}
          value={view.assignee === undefined ? 'all' : String(view.assignee)}
          allowDeselect={false}
          searchable
          onChange={(value) =>
            update({ ...view, assignee: !value || value === 'all' ? undefined : value === 'unassigned' ? 'unassigned' : Number(value) })
          }
        />
        {selectedProject && permissions.canAddProjectMembers && (
          <Button variant="default" leftSection={<IconUserPlus size={16} />} onClick={() => setDialog({ kind: 'member' })}>
            Add Member
          </Button>
        )}
      </Group>

      <Tabs value={tab} onChange={(value) => update({ ...view, tab: !value || value === 'all' ? undefined : (value as DashboardSearch['tab']) })}>
        <Tabs.List>
          {DASHBOARD_TABS.map((entry) => (
            <Tabs.Tab key={entry.value} value={entry.value}>
              {entry.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      {loading ? (
        <Center py="xl">
          <Loader aria-label="Loading tasks" />
        </Center>
      ) : visible.length === 0 ? (
        <Stack align="center" py="xl" gap={4}>
          <Text fw={600}>No tasks found</Text>
          <Text c="dimmed" size="sm" ta="center">
            {permissions.canCreateProjects ? 'Create your first task with New Task to get started.' : 'Tasks assigned to your team will show up here.'}
          </Text>
        </Stack>
      ) : (
        <Stack gap="sm">
          {visible.slice(0, limit).map((task) => (
            <DashboardTaskCard key={task.id} task={task} canAssign={permissions.canAssignTasks} onToggle={onToggle} onEdit={onEdit} onAssign={onAssign} />
          ))}
          {visible.length > limit && (
            <Center>
              <Button variant="default" onClick={() => setLimit((current) => current + PAGE_SIZE)}>
                Show more ({visible.length - limit} left)
              </Button>
            </Center>
          )}
        </Stack>
      )}

      <TaskFormDialog
        opened={dialog?.kind === 'task' || dialog?.kind === 'edit'}
        task={dialog?.kind === 'edit' ? dialog.task : null}
        projects={projects.data ?? []}
        users={users.data ?? []}
        defaultProjectId={view.project}
        priorityReading="dashboard"
        showStatus={dialog?.kind === 'edit'}
        loading={createTask.isPending || editTask.isPending}
        onClose={close}
        onSubmit={(values) => {
          if (dialog?.kind === 'edit') editTask.mutate({ task: dialog.task, values })
          else createTask.mutate(dashboardTaskRequest(values))
        }}
      />
      <ProjectFormDialog opened={dialog?.kind === 'project'} loading={createProject.isPending} onClose={close} onSubmit={(values) => createProject.mutate(values)} />
      <PickUserDialog
        opened={dialog?.kind === 'assign'}
        title={dialog?.kind === 'assign' && dialog.task.assigneeId ? 'Reassign Task' : 'Assign Task'}
        subject={dialog?.kind === 'assign' ? dialog.task.title : undefined}
        label="Assignee"
        submitLabel="Assign"
        users={users.data ?? []}
        initialUserId={dialog?.kind === 'assign' ? dialog.task.assigneeId : null}
        loading={assign.isPending}
        onClose={close}
        onSubmit={(userId) => dialog?.kind === 'assign' && assign.mutate({ task: dialog.task, userId })}
      />
      <PickUserDialog
        opened={dialog?.kind === 'member'}
        title="Add Member"
        subject={selectedProject?.name}
        label="Team member"
        submitLabel="Add Member"
        users={users.data ?? []}
        excludeIds={selectedProject?.members.map((member) => member.id) ?? []}
        loading={addMember.isPending}
        onClose={close}
        onSubmit={(userId) => selectedProject && addMember.mutate({ project: selectedProject, userId })}
      />
    </Stack>
  )
}

function Counter({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Card withBorder radius="md" padding="md" role="group" aria-label={label}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} c={color} lh={1.2} data-testid={`counter-${label}`}>
        {value}
      </Text>
    </Card>
  )
}
