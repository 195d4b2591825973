import '@/styles/mantine-fields'
import '@/styles/mantine-screens'
import { Button, Group, NativeSelect, SegmentedControl } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { memo, useCallback, useEffect, useMemo, useState } from 'react'
import { ListPage } from '@/components/list-page/list-page'
import { CardGrid } from '@/components/list-page/card-grid'
import { ShowMore } from '@/components/list-page/show-more'
import { useInFullCount } from '@/components/list-page/use-in-full-count'
import { idOf, useRecycledKeys } from '@/components/list-page/use-recycled-keys'
import { taskHoldsFocus } from '@/domains/tasks/utils/task-focus'
import { useSearchBox } from '@/components/list-page/use-search-box'
import { SearchInput } from '@/components/list-page/search-input'
import { shortcutProps } from '@/lib/keyboard-shortcuts'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { PickUserDialog } from '@/domains/users/components/pick-user-dialog'
import { TaskFormDialog } from '@/domains/tasks/components/task-form-dialog'
import type { Task, TaskStatus } from '@/contract/schemas'
import { notifyError, notifySuccess } from '@/lib/notify'
import { permissionsOf } from '@/lib/permissions'
import { projectQueries } from '@/domains/projects/api/project-queries'
import { taskQueries } from '@/domains/tasks/api/task-queries'
import { userQueries } from '@/domains/users/api/user-queries'
import { useCurrentUser } from '@/lib/session-context'
import { filterTasks } from '@/domains/tasks/utils/task-search'
import { useAssignTask, useChangeTaskStatus, useCreateTask, useDeleteTask, useMoveTask, useUpdateTask } from '@/domains/tasks/api/task-mutations'
import { toastsConfig } from '@/lib/mutation-toasts'
import { TASK_MESSAGES } from '../messages'
import { TaskCard, type TaskCardProps } from '@/domains/tasks/components/task-card'
import { TaskBulkBar } from '@/domains/tasks/components/task-bulk-bar'
import { notifyDeleted, useTaskBulkActions } from '@/domains/tasks/api/task-bulk'
import { useTaskBulkSelection } from '@/domains/tasks/components/use-task-bulk-selection'
import { LazyTaskBoard } from '@/domains/tasks/components/task-views-lazy'
import { ViewSwitch } from '@/components/navigation/view-switch'
import { SortControl, type SortChoice } from '@/components/list-page/sort-control'
import { useNotifyWithLink } from '@/components/feedback/notify-created'
import { TASK_SORT_FIRST_DIRECTION, TASK_SORT_OPTIONS, type TaskSortField, sortTasks } from '@/domains/tasks/utils/task-sort'
import { liveKey, markLiveChange } from '@/lib/live-highlight'
import { afterPaint } from '@/lib/after-paint'
import { pinFirst, type SortDirection } from '@/lib/sort-order'
import { defaultTasksScope, type TasksScope } from '../utils/tasks-home'

export interface TasksSearch {
  project?: number
  q?: string
  /** The board (issue 18); the list when absent. */
  view?: 'board'
  /** Whose tasks (issue 20); the user's role decides when absent (defaultTasksScope). */
  assignee?: TasksScope
  /** The list's order (issue 20); created, newest first when absent. */
  sort?: TaskSortField
  dir?: SortDirection
}

/** Newest first: a task just created is at the top of the list, where the user is (issue 20). */
const DEFAULT_SORT: SortChoice<TaskSortField> = { field: 'created', direction: 'desc' }

const SCOPES: { value: TasksScope; label: string }[] = [
  { value: 'me', label: 'Assigned to me' },
  { value: 'all', label: 'All tasks' },
]

type TasksView = 'list' | 'board'

const TASKS_VIEWS = [
  { value: 'list', label: 'List' },
  { value: 'board', label: 'Board' },
] as const satisfies readonly { value: TasksView; label: string }[]

export interface TasksPageProps {
  search: TasksSearch
  /** Merges the change into the URL's current search, so a handler need not hold the search it saw. */
  onSearchChange: (change: Partial<TasksSearch>) => void
}

/** Cards per page: about two screens' worth, so a keystroke re-renders few (issue 13); more come on scrolling. */
const PAGE_SIZE = 12
/** Nothing to select: the board and calendar views have no bulk selection. */
const NONE: readonly Task[] = []

type Dialog = { kind: 'create' } | { kind: 'edit'; task: Task } | { kind: 'assign'; task: Task } | { kind: 'delete'; task: Task } | null

/** /tasks (SPEC §2): project filter, search, cards with inline status, create/edit/assign/delete. */
export function TasksPage({ search, onSearchChange }: TasksPageProps) {
  const user = useCurrentUser()
  const permissions = permissionsOf(user)
  const tasks = useQuery(taskQueries.list())
  const projects = useQuery(projectQueries.list())
  const users = useQuery(userQueries.choices())
  const [dialog, setDialog] = useState<Dialog>(null)
  const [limit, setLimit] = useState(PAGE_SIZE)
  // The task the user just created stays first until the list's filters or order change (issue 20).
  const [pinned, setPinned] = useState<number | null>(null)
  const searchBox = useSearchBox(search.q, (q) => {
    setLimit(PAGE_SIZE)
    setPinned(null)
    onSearchChange({ q })
  })
  // The cards follow the box at once; the URL catches up after the paint (useSearchBox).
  const query = searchBox.text

  useEffect(() => {
    if (tasks.isError) notifyError(TASK_MESSAGES.fetchFailed)
  }, [tasks.isError])

  const close = useCallback(() => setDialog(null), [])
  const notifyWithLink = useNotifyWithLink()
  // The success toast links to the task; the list shows it first and highlighted (issue 20).
  const showSaved = useCallback(
    (message: string, saved: Task) => {
      notifyWithLink(message, 'View task', { to: '/tasks/$taskId', params: { taskId: String(saved.id) } })
      markLiveChange(liveKey('task', saved.id))
      afterPaint(() => document.getElementById(taskElementId(saved.id))?.scrollIntoView({ block: 'nearest' }))
    },
    [notifyWithLink],
  )
  const showCreated = useCallback(
    (message: string, created: Task) => {
      setPinned(created.id)
      showSaved(message, created)
    },
    [showSaved],
  )
  const create = useCreateTask({ mutationConfig: toastsConfig({ success: TASK_MESSAGES.created, failure: TASK_MESSAGES.createFailed, then: close, announce: showCreated }) })
  const update = useUpdateTask({ mutationConfig: toastsConfig({ success: TASK_MESSAGES.updated, failure: TASK_MESSAGES.updateFailed, then: close, announce: showSaved }) })
  const { restore } = useTaskBulkActions()
  // The SPEC's toast, with Undo (issue 19).
  const remove = useDeleteTask({
    mutationConfig: {
      onSuccess: (token) => {
        notifyDeleted(TASK_MESSAGES.deleted, token, restore)
        close()
      },
      onError: () => notifyError(TASK_MESSAGES.deleteFailed),
    },
  })
  const assign = useAssignTask({ mutationConfig: toastsConfig({ success: TASK_MESSAGES.assigned, failure: TASK_MESSAGES.assignFailed, then: close }) })
  const changeStatus = useChangeTaskStatus({ mutationConfig: toastsConfig({ success: TASK_MESSAGES.statusUpdated, failure: TASK_MESSAGES.statusFailed }) })
  // A move to another column is a status change, with its toasts; a reorder is quiet unless it fails.
  const { mutate: moveTask } = useMoveTask({
    mutationConfig: {
      onSuccess: (_saved, { task, status }) => {
        if (status !== task.status) notifySuccess(TASK_MESSAGES.statusUpdated)
      },
      onError: (_error, { task, status }) => notifyError(status !== task.status ? TASK_MESSAGES.statusFailed : TASK_MESSAGES.updateFailed),
    },
  })
  const view: TasksView = search.view ?? 'list'

  const scope: TasksScope = search.assignee ?? defaultTasksScope(user)
  const assigneeId = scope === 'me' ? user?.id : undefined
  const sort = useMemo<SortChoice<TaskSortField>>(
    () => (search.sort ? { field: search.sort, direction: search.dir ?? TASK_SORT_FIRST_DIRECTION[search.sort] } : DEFAULT_SORT),
    [search.sort, search.dir],
  )
  const sorted = useMemo(() => sortTasks(tasks.data ?? [], sort), [tasks.data, sort])
  const filtered = useMemo(() => filterTasks(sorted, { projectId: search.project, assigneeId, query }), [sorted, search.project, assigneeId, query])
  const visible = useMemo(() => pinFirst(filtered, pinned), [filtered, pinned])

  // `mutate` is stable; the mutation object is not, and would re-render every card.
  const { mutate: mutateStatus } = changeStatus
  const onStatusChange = useCallback((task: Task, status: TaskStatus) => mutateStatus({ task, status }), [mutateStatus])
  const onEdit = useCallback((task: Task) => setDialog({ kind: 'edit', task }), [])
  const onAssign = useCallback((task: Task) => setDialog({ kind: 'assign', task }), [])
  const onDelete = useCallback((task: Task) => setDialog({ kind: 'delete', task }), [])

  const projectOptions = useMemo(
    () => [{ value: 'all', label: 'All Projects' }, ...(projects.data ?? []).map((project) => ({ value: String(project.id), label: project.name }))],
    [projects.data],
  )
  const shown = useMemo(() => visible.slice(0, limit), [visible, limit])
  // Bulk selection (issue 19), on the list: only what is shown stays selected.
  const selectable = useMemo(() => (view === 'list' ? shown : NONE), [view, shown])
  const { selected, onSelect, bar } = useTaskBulkSelection(selectable)
  const showMore = useCallback(() => setLimit((current) => current + PAGE_SIZE), [])

  // Built once per change of their own inputs: a keystroke in the search re-renders this page, and
  // the header, the project filter and the closed dialogs need not follow it (issue 13).
  const actions = useMemo(
    () => (
      <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'create' })} {...shortcutProps('c')}>
        New Task
      </Button>
    ),
    [],
  )
  // A new filter, scope or order starts again from the first page, with nothing pinned on top.
  const refilter = useCallback(
    (change: Partial<TasksSearch>) => {
      setLimit(PAGE_SIZE)
      setPinned(null)
      onSearchChange(change)
    },
    [onSearchChange],
  )
  const projectFilter = useMemo(
    () => (
      // A plain choice, so the browser's own select (issue 13: no Mantine Select, and no popover code, in the first load).
      <NativeSelect
        label="Project"
        aria-label="Filter by project"
        w={{ base: '100%', sm: 240 }}
        data={projectOptions}
        value={search.project ? String(search.project) : 'all'}
        onChange={(event) => {
          const value = event.currentTarget.value
          refilter({ project: value !== 'all' ? Number(value) : undefined })
        }}
      />
    ),
    [projectOptions, search.project, refilter],
  )
  const onSortChange = useCallback((next: SortChoice<TaskSortField> | null) => refilter({ sort: next?.field, dir: next?.direction }), [refilter])
  const onScopeChange = useCallback((next: string) => refilter({ assignee: next === 'me' ? 'me' : 'all' }), [refilter])
  const onViewChange = useCallback((next: TasksView) => onSearchChange({ view: next === 'list' ? undefined : next }), [onSearchChange])
  // The controls around the search box change with the URL, not with each keystroke: built once
  // per change of their own inputs, a key re-renders only the list (issue 13).
  const scopeControl = useMemo(
    () => <SegmentedControl aria-label="Whose tasks" data={SCOPES} value={scope} onChange={onScopeChange} />,
    [scope, onScopeChange],
  )
  const sortControl = useMemo(
    () => view === 'list' && <SortControl options={TASK_SORT_OPTIONS} value={sort} firstDirection={TASK_SORT_FIRST_DIRECTION} onChange={onSortChange} />,
    [view, sort, onSortChange],
  )
  const viewControl = useMemo(() => <ViewSwitch label="Task view" value={view} options={TASKS_VIEWS} onChange={onViewChange} />, [view, onViewChange])
  const filters = useMemo(
    () => (
      <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
        {scopeControl}
        {projectFilter}
        <SearchInput label="Search" placeholder="Search tasks…" grow field={searchBox.field} />
        {sortControl}
        {viewControl}
      </Group>
    ),
    [scopeControl, projectFilter, searchBox.field, sortControl, viewControl],
  )
  const { mutate: createTask, isPending: creating } = create
  const { mutate: updateTask, isPending: updating } = update
  const { mutate: assignTask, isPending: assigning } = assign
  const { mutate: removeTask, isPending: removing } = remove
  const dialogs = useMemo(
    () => (
      <>
          <TaskFormDialog
            opened={dialog?.kind === 'create' || dialog?.kind === 'edit'}
            task={dialog?.kind === 'edit' ? dialog.task : null}
            projects={projects.data ?? []}
            users={users.data ?? []}
            defaultProjectId={search.project}
            loading={creating || updating}
            onClose={close}
            onSubmit={(values) => {
              if (dialog?.kind === 'edit') updateTask({ task: dialog.task, values })
              else createTask(values)
            }}
          />
          <PickUserDialog
            opened={dialog?.kind === 'assign'}
            title="Assign Task"
            subject={dialog?.kind === 'assign' ? dialog.task.title : undefined}
            label="Assignee"
            submitLabel="Assign"
            users={users.data ?? []}
            initialUserId={dialog?.kind === 'assign' ? dialog.task.assigneeId : null}
            loading={assigning}
            onClose={close}
            onSubmit={(userId) => dialog?.kind === 'assign' && assignTask({ task: dialog.task, userId })}
          />
          <ConfirmDialog
            opened={dialog?.kind === 'delete'}
            title="Delete Task"
            message={TASK_MESSAGES.deleteConfirm}
            loading={removing}
            onClose={close}
            onConfirm={() => dialog?.kind === 'delete' && removeTask(dialog.task)}
          />
        </>
    ),
    [dialog, close, projects.data, users.data, search.project, creating, updating, assigning, removing, createTask, updateTask, assignTask, removeTask],
  )

  return (
    <>
      <ListPage
        title="Tasks"
        description="Every task across your projects."
        actions={actions}
        filters={filters}
        query={tasks}
        loadingLabel="Loading tasks"
        errorMessage={TASK_MESSAGES.fetchFailed}
        isEmpty={visible.length === 0}
        empty={{
          title: 'No tasks found',
          description:
            query || search.project ? 'Try another search or project.' : scope === 'me' ? 'No tasks are assigned to you. Choose All tasks to see everyone’s.' : 'Create your first task to get started.',
        }}
        count={{ text: visible.length === 1 ? '1 task' : `${visible.length} tasks`, position: 'top' }}
      >
        {view === 'board' ? (
          <LazyTaskBoard tasks={filtered} onMove={moveTask} headingLevel={2} />
        ) : (
          <>
            <TaskGrid
              tasks={shown}
              selectedIds={selected}
              onSelect={onSelect}
              canAssign={permissions.canAssignTasks}
              onStatusChange={onStatusChange}
              onEdit={onEdit}
              onAssign={onAssign}
              onDelete={onDelete}
            />
            <ShowMore left={Math.max(0, visible.length - limit)} onMore={showMore} />
            {bar && <TaskBulkBar {...bar} users={users.data ?? []} />}
          </>
        )}
      </ListPage>

      {dialogs}
    </>
  )
}

interface TaskGridProps extends Omit<TaskCardProps, 'task' | 'selected'> {
  tasks: readonly Task[]
  selectedIds: ReadonlySet<number>
}

/** The card's element id, to scroll a saved task into view. */
function taskElementId(id: number): string {
  return `task-card-${id}`
}

/**
 * Memoised: a keystroke re-renders the page's inputs; the grid only when the shown tasks change.
 * A card that leaves the results is reused for one that arrives (useRecycledKeys).
 */
const TaskGrid = memo(function TaskGrid({ tasks, selectedIds, ...card }: TaskGridProps) {
  const [inFull, grid] = useInFullCount(tasks)
  const keys = useRecycledKeys(tasks, idOf, taskHoldsFocus)
  return (
    <CardGrid ref={grid} layout="halves">
      {tasks.map((task, index) => (
        <TaskCard key={keys.get(task.id)} id={taskElementId(task.id)} task={task} selected={selectedIds.has(task.id)} light={index >= inFull} {...card} />
      ))}
    </CardGrid>
  )
})
