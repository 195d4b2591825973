import { Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconChecklist, IconFolderPlus, IconLogout, IconPlus, IconUser, IconUserPlus, IconUsers } from '@tabler/icons-react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react'
import { useDeferredFirst } from '@/lib/use-deferred-first'
import { PAGING } from '@/contract/paging'
import type { Project, Task, User } from '@/contract/schemas'
import { fullNameOf } from '@/lib/names'
import { notifyError } from '@/lib/notify'
import { canAddProjectMember, hasAccess, permissionsOf } from '@/lib/permissions'
import { LazySelect } from '@/components/forms/lazy-select'
import { LightNativeSelect } from '@/components/light/light-input'
import { LightTabs } from '@/components/light/light-tabs'
import { ListStates } from '@/components/list-page/list-states'
import { ShowMore } from '@/components/list-page/show-more'
import { useSearchState } from '@/components/list-page/use-search-state'
import { type InFullOptions, useInFullCount } from '@/components/list-page/use-in-full-count'
import { idOf, useRecycledKeys } from '@/components/list-page/use-recycled-keys'
import { taskHoldsFocus } from '@/domains/tasks/utils/task-focus'
import { preloadProjectForm } from '@/domains/projects/components/project-form-loader'
import { preloadTaskForm } from '@/domains/tasks/components/task-form-loader'
import { projectQueries } from '@/domains/projects/api/project-queries'
import { taskQueries } from '@/domains/tasks/api/task-queries'
import { userQueries } from '@/domains/users/api/user-queries'
import { useSession, useCurrentUser } from '@/lib/session-context'
import { useChangeTaskStatus } from '@/domains/tasks/api/task-mutations'
import { toggledCompletion } from '@/domains/tasks/api/task-queries'
import { toastsConfig } from '@/lib/mutation-toasts'
import { DASHBOARD_MESSAGES } from '../messages'
import { countTasks, type DashboardCounts, DASHBOARD_TABS, type DashboardScope, type DashboardTab, scopeTasks, sortDashboardTasks, tasksOfTab } from '../utils/dashboard-tasks'
import { type DashboardDialog, DashboardDialogs } from './dashboard-dialogs'
import { DashboardTaskCard } from './dashboard-task-card'
import { dashboardOverviewQuery } from '../api/dashboard-queries'
import { assigneeOfSearch, DASHBOARD_PAGE_SIZE, type DashboardSearch, ownTasksByDefault, sortOfSearch } from '../utils/dashboard-overview'
import { SortControl, type SortChoice } from '@/components/list-page/sort-control'
import { useNotifyWithLink } from '@/components/feedback/notify-created'
import { TASK_SORT_FIRST_DIRECTION, TASK_SORT_OPTIONS, type TaskSortField, sortTasks } from '@/domains/tasks/utils/task-sort'
import { afterPaint } from '@/lib/after-paint'
import { liveKey, markLiveChange } from '@/lib/live-highlight'
import { pinFirst } from '@/lib/sort-order'
import { shortcutProps } from '@/lib/keyboard-shortcuts'
import layout from './dashboard-page.module.css'

/** SPEC's order: open first, then by priority. */
const DEFAULT_ORDER_LABEL = 'Default order'

/** What the sort control shows while the list is in SPEC's order. */
const SPEC_ORDER: SortChoice<TaskSortField> = { field: 'priority', direction: 'desc' }

/**
 * /dashboard (SPEC §2): greeting, counters over the filters, tabs, task cards, actions by permission.
 * Each part is memoised on what it shows, so a tab or filter change re-renders only the tabs or
 * the filters, the counters and the cards that change (issue 13: ≤ 30 ms to paint).
 */
export function DashboardPage({ search, onSearchChange }: { search: DashboardSearch; onSearchChange: (search: DashboardSearch) => void }) {
  const user = useCurrentUser()
  const permissions = permissionsOf(user)
  // Users without a role see the dashboard but may not read staff data (SPEC §6).
  const staff = hasAccess(user, 'staff')
  // Projects, users and tasks load in parallel (SPEC §7).
  const projects = useQuery({ ...projectQueries.list(), enabled: staff })
  const users = useQuery({ ...userQueries.list(), enabled: staff })
  const tasks = useQuery({ ...taskQueries.list(), enabled: staff })
  const [dialog, setDialog] = useState<DashboardDialog>(null)
  const [limit, setLimit] = useState(DASHBOARD_PAGE_SIZE)
  // The screen follows the user's choice at once; the URL catches up after the next paint.
  const { view, change } = useSearchState(search, onSearchChange)
  // The task the user just created stays first until a filter, tab or order changes (issue 20).
  const [pinned, setPinned] = useState<number | null>(null)

  useEffect(() => {
    if (projects.isError || users.isError) notifyError(DASHBOARD_MESSAGES.loadFailed, DASHBOARD_MESSAGES.loadTitle)
  }, [projects.isError, users.isError])
  useEffect(() => {
    if (tasks.isError) notifyError(DASHBOARD_MESSAGES.tasksFailed)
  }, [tasks.isError])

  const close = useCallback(() => setDialog(null), [])
  // The card's checkbox: TODO ↔ COMPLETED, optimistic, with no toast on success.
  const { mutate: mutateToggle } = useChangeTaskStatus({
    mutationConfig: toastsConfig({ failure: DASHBOARD_MESSAGES.statusFailed, failureTitle: DASHBOARD_MESSAGES.updateTaskTitle }),
  })

  // Each list arrives as one synchronous store update; its first render waits for a transition,
  // which React renders in slices (issue 13: no long task when the data lands).
  const taskData = useDeferredFirst(tasks.data)
  const projectList = useDeferredFirst(projects.data)
  const userList = useDeferredFirst(users.data)
  const sort = useMemo<SortChoice<TaskSortField> | null>(() => sortOfSearch(view.sort, view.dir), [view.sort, view.dir])
  const sorted = useMemo(() => (sort ? sortTasks(taskData ?? [], sort) : sortDashboardTasks(taskData ?? [])), [taskData, sort])
  const ownByDefault = ownTasksByDefault(user)
  const assignee = assigneeOfSearch(view.assignee, ownByDefault)
  const scope = useMemo<DashboardScope>(() => ({ project: view.project, assignee }), [view.project, assignee])
  const scoped = useMemo(() => scopeTasks(sorted, scope), [sorted, scope])
  const tab: DashboardTab = view.tab ?? 'all'
  const listed = useMemo(() => pinFirst(tasksOfTab(scoped, tab), pinned), [scoped, tab, pinned])
  // Until the whole list arrives, the server's first screen for these filters (ours, issue 13):
  // at 20,000 tasks the cards paint without waiting for all of them.
  const overview = useQuery({
    ...dashboardOverviewQuery({ scope, tab, sort, size: Math.min(limit, PAGING.maxSize) }),
    enabled: staff && tasks.data === undefined && !tasks.isError,
    // Show more, or another tab, keeps the cards on screen until the next answer replaces them.
    placeholderData: keepPreviousData,
  })
  const overviewData = useDeferredFirst(overview.data)
  const preview = taskData === undefined ? overviewData : undefined
  const counts = useMemo(() => preview?.counts ?? countTasks(scoped), [preview, scoped])
  const visible = preview?.tasks ?? listed
  const selectedProject = useMemo(() => (projectList ?? []).find((project) => project.id === view.project) ?? null, [projectList, view.project])

  const update = useCallback(
    (next: Partial<DashboardSearch>) => {
      setLimit(DASHBOARD_PAGE_SIZE)
      setPinned(null)
      change(next)
    },
    [change],
  )
  const onSortChange = useCallback((next: SortChoice<TaskSortField> | null) => update({ sort: next?.field, dir: next?.direction }), [update])
  // The user's default stays out of the URL; everyone's is 'all' where the default is their own.
  const onAssignee = useCallback(
    (next: DashboardScope['assignee']) => update({ assignee: next === ownByDefault ? undefined : next === undefined && ownByDefault !== undefined ? 'all' : next }),
    [update, ownByDefault],
  )
  const notifyWithLink = useNotifyWithLink()
  // The success toast links to the task; the list shows it highlighted, first when just created (issue 20).
  const onSaved = useCallback(
    (message: string, saved: Task, created: boolean) => {
      if (created) setPinned(saved.id)
      notifyWithLink(message, 'View task', { to: '/tasks/$taskId', params: { taskId: String(saved.id) } })
      markLiveChange(liveKey('task', saved.id))
      afterPaint(() => document.getElementById(dashboardTaskElementId(saved.id))?.scrollIntoView({ block: 'nearest' }))
    },
    [notifyWithLink],
  )
  const onToggle = useCallback((task: Task) => mutateToggle({ task, status: toggledCompletion(task) }), [mutateToggle])
  const onEdit = useCallback((task: Task) => setDialog({ kind: 'edit', task }), [])
  const onAssign = useCallback((task: Task) => setDialog({ kind: 'assign', task }), [])
  const onShowMore = useCallback(() => setLimit((current) => current + DASHBOARD_PAGE_SIZE), [])

  // Until the tasks or the server's first screen arrive the counts are unknown, not 0: a slow
  // phone would otherwise show an empty workspace for seconds.
  const countsArriving = staff && taskData === undefined && preview === undefined && !tasks.isError
  const loading = countsArriving || (staff && projectList === undefined && !projects.isError && !tasks.isError)
  // Tasks that never loaded are a failure to show, not an empty workspace (issue 20).
  const failed = staff && tasks.isError && tasks.data === undefined
  const { refetch: refetchTasks } = tasks
  const { refetch: refetchProjects, isError: projectsFailed } = projects
  const { refetch: refetchUsers, isError: usersFailed } = users
  const retry = useCallback(() => {
    void refetchTasks()
    if (projectsFailed) void refetchProjects()
    if (usersFailed) void refetchUsers()
  }, [refetchTasks, refetchProjects, refetchUsers, projectsFailed, usersFailed])

  return (
    <div className={layout.page}>
      <DashboardHeader name={fullNameOf(user)} canAdmin={permissions.canAccessAdminFeatures} canCreate={permissions.canCreateProjects} onOpen={setDialog} />
      <DashboardCounters counts={failed || countsArriving ? null : counts} unknown={failed ? 'not loaded' : 'loading'} />
      <div className={layout.controls}>
        <DashboardFilters
          projects={projectList}
          users={userList}
          project={view.project}
          assignee={assignee}
          me={user?.id}
          canAddMember={selectedProject !== null && canAddProjectMember(user, selectedProject)}
          onChange={update}
          onAssignee={onAssignee}
          onOpen={setDialog}
        />
        <SortControl
          options={TASK_SORT_OPTIONS}
          value={sort ?? SPEC_ORDER}
          firstDirection={TASK_SORT_FIRST_DIRECTION}
          onChange={onSortChange}
          defaultLabel={DEFAULT_ORDER_LABEL}
          isDefault={sort === null}
        />
      </div>
      <DashboardTabs tab={tab} onChange={update} />
      <DashboardTaskList
        loading={loading}
        failed={failed}
        onRetry={retry}
        tasks={visible}
        total={preview?.total ?? visible.length}
        limit={limit}
        canAssign={permissions.canAssignTasks}
        canCreate={permissions.canCreateProjects}
        onToggle={onToggle}
        onEdit={onEdit}
        onAssign={onAssign}
        onShowMore={onShowMore}
      />
      {/* The project matters only to an open dialog; a filter change then re-renders none of them. */}
      <DashboardDialogs dialog={dialog} onClose={close} onSaved={onSaved} projects={projectList ?? NO_PROJECTS} users={userList ?? NO_USERS} project={dialog ? selectedProject : null} />
    </div>
  )
}

const NO_PROJECTS: Project[] = []
const NEW_TASK_KEY = shortcutProps('c')
const NO_USERS: User[] = []

type OpenDialog = (dialog: DashboardDialog) => void

const DashboardHeader = memo(function DashboardHeader({ name, canAdmin, canCreate, onOpen }: { name: string; canAdmin: boolean; canCreate: boolean; onOpen: OpenDialog }) {
  const { logout } = useSession()
  return (
    <>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Welcome back, {name}
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
        {canAdmin && (
          <Button component={Link} to="/users" variant="light" leftSection={<IconUsers size={16} />}>
            Manage Users
          </Button>
        )}
        {canCreate && (
          <>
            <Button
              variant="light"
              leftSection={<IconFolderPlus size={16} />}
              onPointerEnter={preloadProjectForm}
              onFocus={preloadProjectForm}
              onClick={() => onOpen({ kind: 'project' })}
            >
              New Project
            </Button>
            <Button leftSection={<IconPlus size={16} />} onPointerEnter={preloadTaskForm} onFocus={preloadTaskForm} onClick={() => onOpen({ kind: 'task' })} {...NEW_TASK_KEY}>
              New Task
            </Button>
          </>
        )}
      </Group>
    </>
  )
})

/** What a counter without a number says to a screen reader. */
type UnknownCount = 'loading' | 'not loaded'

/** Counts of tasks that did not load, or are on their way, are unknown (null), not 0; `unknown` says which. */
const DashboardCounters = memo(function DashboardCounters({ counts, unknown }: { counts: DashboardCounts | null; unknown: UnknownCount }) {
  return (
    <div className={layout.counters} aria-busy={counts === null && unknown === 'loading'}>
      <Counter label="Total Tasks" value={counts?.total ?? null} unknown={unknown} />
      <Counter label="Completed" value={counts?.completed ?? null} unknown={unknown} color="teal" />
      <Counter label="In Progress" value={counts?.inProgress ?? null} unknown={unknown} color="blue" />
      <Counter label="To Do" value={counts?.todo ?? null} unknown={unknown} color="gray" />
    </div>
  )
})

interface DashboardFiltersProps {
  projects: readonly Project[] | undefined
  users: readonly User[] | undefined
  project: DashboardSearch['project']
  /** Whose tasks are shown (everyone's when undefined). */
  assignee: DashboardScope['assignee']
  /** The signed-in user's id, for Assigned to me. */
  me: number | undefined
  canAddMember: boolean
  onChange: (change: Partial<DashboardSearch>) => void
  onAssignee: (assignee: DashboardScope['assignee']) => void
  onOpen: OpenDialog
}

/** The filters' width: full on phones, 220 px from `xs` up. */
const FILTER_WIDTH = { from: 'xs', px: 220 } as const

const DashboardFilters = memo(function DashboardFilters({ projects, users, project, assignee, me, canAddMember, onChange, onAssignee, onOpen }: DashboardFiltersProps) {
  const mine = me !== undefined && assignee === me
  const projectOptions = useMemo(
    () => [{ value: 'all', label: 'All Projects' }, ...(projects ?? []).map((entry) => ({ value: String(entry.id), label: entry.name }))],
    [projects],
  )
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: '1 1 auto' }}>
      <LightNativeSelect
        label="Project"
        width={FILTER_WIDTH}
        data={projectOptions}
        value={project ? String(project) : 'all'}
        onChange={(event) => {
          const value = event.currentTarget.value
          onChange({ project: value !== 'all' ? Number(value) : undefined })
        }}
      />
      <AssigneeFilter users={users} assignee={assignee} onAssignee={onAssignee} />
      {me !== undefined && (
        <Button variant={mine ? 'filled' : 'default'} aria-pressed={mine} leftSection={<IconUser size={16} />} onClick={() => onAssignee(mine ? undefined : me)}>
          Assigned to me
        </Button>
      )}
      {canAddMember && (
        <Button variant="default" leftSection={<IconUserPlus size={16} />} onClick={() => onOpen({ kind: 'member' })}>
          Add Member
        </Button>
      )}
    </Group>
  )
})

/** Searchable, so a Mantine Select (loaded when first reached: LazySelect); memoised apart, so a project change does not re-render it. */
const AssigneeFilter = memo(function AssigneeFilter({
  users,
  assignee,
  onAssignee,
}: Pick<DashboardFiltersProps, 'users' | 'assignee' | 'onAssignee'>) {
  const value = assignee === undefined ? 'all' : String(assignee)
  const assigneeOptions = useMemo(
    () => [
      { value: 'all', label: 'All Assignees' },
      { value: 'unassigned', label: 'Unassigned' },
      ...(users ?? []).map((person) => ({ value: String(person.id), label: fullNameOf(person) })),
    ],
    [users],
  )
  return (
    <LazySelect
      label="Assignee"
      width={FILTER_WIDTH}
      data={assigneeOptions}
      value={value}
      allowDeselect={false}
      searchable
      onChange={(value) => onAssignee(!value || value === 'all' ? undefined : value === 'unassigned' ? 'unassigned' : Number(value))}
    />
  )
})

/** The list the tabs filter: they say so to screen readers (aria-controls). */
const TASK_LIST_ID = 'dashboard-tasks'

const DashboardTabs = memo(function DashboardTabs({ tab, onChange }: { tab: DashboardTab; onChange: (change: Partial<DashboardSearch>) => void }) {
  return <LightTabs tabs={DASHBOARD_TABS} value={tab} aria-label="Tasks by status" controls={TASK_LIST_ID} onChange={(value) => onChange({ tab: value === 'all' ? undefined : value })} />
})

interface DashboardTaskListProps {
  loading: boolean
  failed: boolean
  onRetry: () => void
  tasks: readonly Task[]
  /** How many tasks the tab lists: more than `tasks` while they are the server's first screen. */
  total: number
  limit: number
  canAssign: boolean
  canCreate: boolean
  onToggle: (task: Task) => void
  onEdit: (task: Task) => void
  onAssign: (task: Task) => void
  onShowMore: () => void
}

/** A card in full is at least this tall (a title, its people and dates, no description): the first cards' count is worked out from it. */
const CARD_LIST: InFullOptions = { size: { minHeight: 110 } }

const DashboardTaskList = memo(function DashboardTaskList({ loading, failed, onRetry, tasks, total, limit, canAssign, canCreate, onToggle, onEdit, onAssign, onShowMore }: DashboardTaskListProps) {
  // The first cards, whichever answer brings them, render in a transition, in slices, while the
  // loading state stays on screen (issue 13: no long task when the data lands).
  const stillLoading = useDeferredValue(loading)
  const shown = useMemo(() => tasks.slice(0, limit), [tasks, limit])
  const [inFull, list, anchor] = useInFullCount(shown, CARD_LIST)
  // A tab or filter reuses the cards that leave for the tasks that arrive (useRecycledKeys).
  const keys = useRecycledKeys(shown, idOf, taskHoldsFocus)
  return (
    <div ref={anchor} id={TASK_LIST_ID}>
      <ListStates
        query={{ isPending: stillLoading, isError: failed, refetch: onRetry }}
        loadingLabel="Loading tasks"
        errorMessage={DASHBOARD_MESSAGES.tasksFailed}
        isEmpty={tasks.length === 0}
        empty={{
          title: 'No tasks found',
          description: canCreate ? 'Create your first task with New Task to get started.' : 'Tasks assigned to your team will show up here.',
          centered: true,
        }}
      >
        <Stack gap="sm" ref={list}>
          {shown.map((task, index) => (
            <DashboardTaskCard key={keys.get(task.id)} id={dashboardTaskElementId(task.id)} task={task} canAssign={canAssign} onToggle={onToggle} onEdit={onEdit} onAssign={onAssign} light={index >= inFull} />
          ))}
          <ShowMore left={Math.max(0, total - Math.min(limit, tasks.length))} onMore={onShowMore} />
        </Stack>
      </ListStates>
    </div>
  )
})

/** A card's element id, to scroll a saved task into view. */
function dashboardTaskElementId(id: number): string {
  return `dashboard-task-${id}`
}

/**
 * A counter as Mantine's bordered Card with two Texts, in plain elements and one CSS module: the
 * four change with every filter and tab, and Mantine's style work for them cost about a
 * millisecond of each change (issue 13).
 */
function Counter({ label, value, unknown, color }: { label: string; value: number | null; unknown: UnknownCount; color?: 'teal' | 'blue' | 'gray' }) {
  return (
    <div className={layout.counter} role="group" aria-label={label}>
      <p className={layout.label}>{label}</p>
      <p className={layout.value} data-color={color} data-testid={`counter-${label}`}>
        {value ?? (
          <>
            <span aria-hidden>—</span>
            <VisuallyHidden>{unknown}</VisuallyHidden>
          </>
        )}
      </p>
    </div>
  )
}
