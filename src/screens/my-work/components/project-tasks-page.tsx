import '@/styles/mantine-fields'
import { Button, Center, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core'
import { useQueries, useQuery } from '@tanstack/react-query'
import { type CSSProperties, memo, useCallback, useEffect, useMemo, useState } from 'react'
import { ListPage } from '@/components/list-page/list-page'
import { useInFullCount } from '@/components/list-page/use-in-full-count'
import { useSearchBox } from '@/components/list-page/use-search-box'
import { useSearchState } from '@/components/list-page/use-search-state'
import { PriorityBadge, TaskStatusBadge } from '@/domains/tasks/components/task-badges'
import { TaskSelectBox } from '@/domains/tasks/components/task-select-box'
import type { Project, Task } from '@/contract/schemas'
import { fullNameOf } from '@/lib/names'
import { notifyError } from '@/lib/notify'
import { type PriorityFilter } from '@/domains/tasks/utils/priority'
import { projectColor } from '@/domains/projects/utils/project-meta'
import { taskQueries } from '@/domains/tasks/api/task-queries'
import { useCurrentUser } from '@/lib/session-context'
import { isOverdue } from '@/domains/tasks/utils/task-meta'
import { formatDay } from '@/lib/dates'
import { myProjectsQuery } from '@/domains/projects/api/my-projects'
import { MY_WORK_MESSAGES } from '../messages'
import classes from './project-tasks-page.module.css'
import { compareProjectTasks, type ProjectTaskFilters, type StatusFilter, taskFilterOf, tasksFoundLabel } from '../utils/my-work-filters'
import { RecordLink } from '@/components/light/record-link'
import { SearchInput } from '@/components/list-page/search-input'
import { SortControl, type SortChoice } from '@/components/list-page/sort-control'
import { TaskBulkBar } from '@/domains/tasks/components/task-bulk-bar'
import { useTaskBulkSelection } from '@/domains/tasks/components/use-task-bulk-selection'
import { userQueries } from '@/domains/users/api/user-queries'
import { TASK_SORT_FIRST_DIRECTION, TASK_SORT_OPTIONS, type TaskSortField, sortTasks } from '@/domains/tasks/utils/task-sort'

/** What the sort control shows while each project's tasks are in their own order (open first, by priority). */
const OWN_ORDER: SortChoice<TaskSortField> = { field: 'priority', direction: 'desc' }

export type ProjectTasksSearch = ProjectTaskFilters

/** Rows shown per project before "Show all"; a busy project has dozens of tasks. */
const GROUP_PREVIEW = 8

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Statuses' },
  { value: 'todo', label: 'To Do' },
  { value: 'in-progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
]

const PRIORITY_OPTIONS: { value: PriorityFilter; label: string }[] = [
  { value: 'all', label: 'All Priorities' },
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
  { value: 'urgent', label: 'Urgent' },
]

interface Group {
  project: Project
  tasks: Task[]
  total: number
  pending: boolean
  failed: boolean
  retry: () => void
}

/** One project's task query, as the groups need it (stable while the query does not change). */
interface TaskResult {
  data: Task[] | undefined
  isPending: boolean
  isError: boolean
  refetch: () => unknown
}

/** Kept only while the results change, so the groups are not rebuilt on every render. */
const combineTaskResults = (results: readonly TaskResult[]): TaskResult[] =>
  results.map(({ data, isPending, isError, refetch }) => ({ data, isPending, isError, refetch }))

/** /project-tasks (SPEC §2 Project Tasks): tasks of the user's projects, grouped by project. */
export function ProjectTasksPage({ search, onSearchChange }: { search: ProjectTasksSearch; onSearchChange: (search: ProjectTasksSearch) => void }) {
  const me = useCurrentUser()
  const projects = useQuery(myProjectsQuery(me.id))
  const taskResults = useQueries({ queries: (projects.data ?? []).map((project) => taskQueries.ofProject(project.id)), combine: combineTaskResults })
  const anyTaskFailed = taskResults.some((result) => result.isError)

  useEffect(() => {
    if (projects.isError) notifyError(MY_WORK_MESSAGES.tasksFailed)
  }, [projects.isError])
  useEffect(() => {
    if (anyTaskFailed) notifyError(MY_WORK_MESSAGES.tasksFailed)
  }, [anyTaskFailed])

  // The boxes and the groups follow the user's choice at once; the URL catches up after the paint
  // (and a URL changed from outside, e.g. by Clear filters or a link, shows in both).
  const { view: choice, change: choose, write } = useSearchState(search, onSearchChange)
  const searchBox = useSearchBox(search.q, (q) => write({ q }))
  const filters = useMemo<ProjectTaskFilters>(() => ({ ...choice, q: searchBox.text || undefined }), [choice, searchBox.text])
  const sort = useMemo<SortChoice<TaskSortField> | null>(
    () => (choice.sort ? { field: choice.sort, direction: choice.dir ?? TASK_SORT_FIRST_DIRECTION[choice.sort] } : null),
    [choice.sort, choice.dir],
  )
  const onSortChange = useCallback((next: SortChoice<TaskSortField> | null) => choose({ sort: next?.field, dir: next?.direction }), [choose])

  // Each project's tasks in order, sorted once per answer or order: a filter or a keystroke keeps
  // that order and only filters (issue 13: 5,000 tasks were sorted again on every change).
  const ordered = useMemo(() => taskResults.map(({ data = [] }) => (sort ? sortTasks(data, sort) : [...data].sort(compareProjectTasks))), [taskResults, sort])
  const groups = useMemo<Group[]>(() => {
    const matches = taskFilterOf(filters)
    return (projects.data ?? []).flatMap((project, index) => {
      if (filters.project !== undefined && project.id !== filters.project) return []
      const result = taskResults[index]
      const tasks = (ordered[index] ?? []).filter(matches)
      return [{ project, tasks, total: result?.data?.length ?? 0, pending: result?.isPending ?? true, failed: result?.isError ?? false, retry: () => void result?.refetch() }]
    })
  }, [projects.data, taskResults, ordered, filters])
  const found = groups.reduce((sum, group) => sum + group.tasks.length, 0)
  const loadingTasks = groups.some((group) => group.pending)
  const filtering = Boolean(filters.q || filters.status || filters.priority)
  const shown = useMemo(() => (filtering ? groups.filter((group) => group.tasks.length > 0 || group.pending || group.failed) : groups), [filtering, groups])

  // Bulk selection (issue 19) over the rows on screen, in their order.
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set())
  const toggleExpanded = useCallback(
    (projectId: number) =>
      setExpanded((current) => {
        const next = new Set(current)
        if (!next.delete(projectId)) next.add(projectId)
        return next
      }),
    [],
  )
  const shownTasks = useMemo(() => shown.flatMap((group) => (expanded.has(group.project.id) ? group.tasks : group.tasks.slice(0, GROUP_PREVIEW))), [shown, expanded])
  const { selected, onSelect, bar } = useTaskBulkSelection(shownTasks)
  // The assignee choices load with the first selection, and only for those who may assign.
  const users = useQuery({ ...userQueries.choices(), enabled: bar?.canAssign === true })

  // Built once per change of their own inputs: a filter or a keystroke re-renders this page, and
  // the box, the other filters and the sort need not follow it (issue 13).
  const onProject = useCallback((value: string) => choose({ project: value !== 'all' ? Number(value) : undefined }), [choose])
  const onStatus = useCallback((value: string) => choose({ status: value !== 'all' ? (value as StatusFilter) : undefined }), [choose])
  const onPriority = useCallback((value: string) => choose({ priority: value !== 'all' ? (value as PriorityFilter) : undefined }), [choose])
  const projectOptions = useMemo(() => [{ value: 'all', label: 'All Projects' }, ...(projects.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.name }))], [projects.data])
  const filterBar = useMemo(
    () => (
      <div className={classes.filters}>
        <SearchInput data-search-box aria-label="Search tasks" placeholder="Search tasks…" field={searchBox.field} />
        <FilterSelect label="Project" data={projectOptions} value={choice.project !== undefined ? String(choice.project) : 'all'} onValue={onProject} disabled={projects.data === undefined} />
        <FilterSelect label="Status" data={STATUS_OPTIONS} value={choice.status ?? 'all'} onValue={onStatus} />
        <FilterSelect label="Priority" data={PRIORITY_OPTIONS} value={choice.priority ?? 'all'} onValue={onPriority} />
      </div>
    ),
    [searchBox.field, projectOptions, choice.project, choice.status, choice.priority, projects.data, onProject, onStatus, onPriority],
  )
  const clearFilters = useCallback(() => onSearchChange({ sort: choice.sort, dir: choice.dir }), [onSearchChange, choice.sort, choice.dir])

  return (
    <ListPage
      title="Project Tasks"
      description="Tasks of your projects, grouped by project."
      filters={filterBar}
      query={projects}
      loadingLabel="Loading tasks"
      errorMessage={MY_WORK_MESSAGES.tasksFailed}
      isEmpty={(projects.data ?? []).length === 0}
      empty={{ title: 'No tasks found', description: 'You are not a member of any project yet.' }}
    >
      <ResultsBar
        label={loadingTasks ? 'Loading tasks…' : tasksFoundLabel(found)}
        clearable={filtering || filters.project !== undefined}
        onClear={clearFilters}
        sort={sort}
        onSortChange={onSortChange}
      />
      <ProjectGroups
        groups={shown}
        empty={!loadingTasks && found === 0 && !groups.some((group) => group.failed)}
        filtering={filtering}
        expanded={expanded}
        onToggleExpanded={toggleExpanded}
        selectedIds={selected}
        onSelect={onSelect}
      />
      {bar && <TaskBulkBar {...bar} users={users.data ?? []} />}
    </ListPage>
  )
}

interface FilterSelectProps {
  label: string
  data: readonly { value: string; label: string }[]
  value: string
  onValue: (value: string) => void
  disabled?: boolean
}

/**
 * A filter as the browser's own select (a Mantine Select's dropdown cost a filter change more than
 * the list it filters), memoised: a change of one filter renders that one alone.
 */
const FilterSelect = memo(function FilterSelect({ label, data, value, onValue, disabled }: FilterSelectProps) {
  return <NativeSelect aria-label={label} data={data} value={value} onChange={(event) => onValue(event.currentTarget.value)} disabled={disabled} />
})

interface ResultsBarProps {
  label: string
  clearable: boolean
  onClear: () => void
  sort: SortChoice<TaskSortField> | null
  onSortChange: (next: SortChoice<TaskSortField> | null) => void
}

/** How many tasks the filters found, Clear filters and the order: plain elements round memoised controls, as the count changes with every filter. */
const ResultsBar = memo(function ResultsBar({ label, clearable, onClear, sort, onSortChange }: ResultsBarProps) {
  return (
    <div className={classes.resultsBar}>
      <p className={classes.found} role="status" aria-live="polite">
        {label}
      </p>
      <div className={classes.resultsActions}>
        {clearable && <ClearFiltersButton onClear={onClear} />}
        <SortControl
          options={TASK_SORT_OPTIONS}
          value={sort ?? OWN_ORDER}
          firstDirection={TASK_SORT_FIRST_DIRECTION}
          onChange={onSortChange}
          defaultLabel="Default order"
          isDefault={sort === null}
          hideLabel
        />
      </div>
    </div>
  )
})

const ClearFiltersButton = memo(function ClearFiltersButton({ onClear }: { onClear: () => void }) {
  return (
    <Button variant="subtle" size="compact-sm" onClick={onClear}>
      Clear filters
    </Button>
  )
})

interface RowSelection {
  selectedIds: ReadonlySet<number>
  onSelect: (task: Task, range: boolean) => void
}

interface GroupsProps extends RowSelection {
  groups: readonly Group[]
  empty: boolean
  filtering: boolean
  expanded: ReadonlySet<number>
  onToggleExpanded: (projectId: number) => void
}

const ProjectGroups = memo(function ProjectGroups({ groups, empty, filtering, expanded, onToggleExpanded, selectedIds, onSelect }: GroupsProps) {
  const [inFull, list] = useInFullCount(groups)
  if (empty) {
    return (
      <Stack align="center" py="xl" gap={4}>
        <Text fw={600}>No tasks found</Text>
        <Text c="dimmed" size="sm">
          {filtering ? 'No task matches these filters. Try another search or filter.' : 'Your projects have no tasks yet.'}
        </Text>
      </Stack>
    )
  }
  return (
    <div ref={list} className={classes.groups}>
      {groups.map((group, index) => (
        <ProjectGroup
          key={group.project.id}
          group={group}
          light={index >= inFull}
          expanded={expanded.has(group.project.id)}
          onToggleExpanded={onToggleExpanded}
          selectedIds={selectedIds}
          onSelect={onSelect}
        />
      ))}
    </div>
  )
})

interface GroupProps extends RowSelection {
  group: Group
  /** Below the fold (useInFullCount): its first row light, the others an empty block of their height. */
  light: boolean
  expanded: boolean
  onToggleExpanded: (projectId: number) => void
}

const ProjectGroup = memo(function ProjectGroup({ group, light, expanded, onToggleExpanded, selectedIds, onSelect }: GroupProps) {
  const { project, tasks } = group
  const visible = expanded ? tasks : tasks.slice(0, GROUP_PREVIEW)
  const headingId = `project-tasks-${project.id}`
  const contained = !light && !group.pending && !group.failed
  return (
    <section
      className={contained ? `${classes.group} ${classes.contained}` : classes.group}
      // Its height before Chromium has drawn it once (module CSS): its rows and its "Show all" line.
      style={contained ? ({ '--shown': visible.length, '--more': tasks.length > GROUP_PREVIEW ? 1 : 0 } as CSSProperties) : undefined}
      aria-labelledby={headingId}
    >
      <div className={classes.groupHead} style={{ '--project-color': projectColor(project.id) } as CSSProperties}>
        <h2 className={classes.groupName} id={headingId}>
          {project.name}
        </h2>
        <span className={classes.groupCount}>
          {group.pending || group.failed ? '' : tasks.length === group.total ? `${group.total} ${group.total === 1 ? 'task' : 'tasks'}` : `${tasks.length} of ${group.total}`}
        </span>
      </div>
      {group.pending ? (
        <Center py="md">
          <Loader size="sm" role="progressbar" aria-label={`Loading tasks of ${project.name}`} />
        </Center>
      ) : group.failed ? (
        <Group px="md" py="sm" gap="sm">
          <Text size="sm" c="red">
            Could not load this project’s tasks.
          </Text>
          <Button size="compact-sm" variant="light" onClick={group.retry}>
            Try again
          </Button>
        </Group>
      ) : tasks.length === 0 ? (
        <p className={classes.groupNote}>{group.total === 0 ? 'No tasks in this project yet.' : 'No task here matches the filters.'}</p>
      ) : (
        <>
          <ul className={classes.rows}>
            {(light ? visible.slice(0, 1) : visible).map((task) => (
              <TaskRow key={task.id} task={task} selected={selectedIds.has(task.id)} onSelect={onSelect} light={light} />
            ))}
          </ul>
          {light && visible.length > 1 && <div className={classes.rowsSpacer} style={{ '--rows': visible.length - 1 } as CSSProperties} aria-hidden />}
        </>
      )}
      {tasks.length > GROUP_PREVIEW && (
        <div className={classes.more}>
          <button type="button" className={classes.moreButton} onClick={() => onToggleExpanded(project.id)}>
            {expanded ? 'Show fewer' : `Show all ${tasks.length} tasks`}
          </button>
        </div>
      )}
    </section>
  )
})

/** Plain elements and one CSS module: a filter change swaps dozens of these rows. */
interface TaskRowProps {
  task: Task
  /** A boolean, so a toggle re-renders one row (issue 13). */
  selected: boolean
  onSelect: (task: Task, range: boolean) => void
  /**
   * Below the fold: the box and title link alone, at a row's height. They are where the full row's
   * are in the tree, so they keep their elements, and focus, as the row fills in.
   */
  light: boolean
}

const TaskRow = memo(function TaskRow({ task, selected, onSelect, light }: TaskRowProps) {
  const overdue = isOverdue(task)
  const done = task.status === 'COMPLETED'
  return (
    <li className={light ? `${classes.row} ${classes.lightRow}` : classes.row} data-testid={`task-${task.id}`} data-task-id={task.id} data-nav-item data-selected={selected || undefined} data-light={light || undefined}>
      <TaskSelectBox task={task} selected={selected} onSelect={onSelect} />
      <div className={classes.main}>
        <RecordLink target={{ to: '/tasks/$taskId', params: { taskId: String(task.id) } }} className={classes.title} data-done={done || undefined}>
          {task.title}
        </RecordLink>
        {!light && (
          <span className={classes.meta}>
            {task.assignee ? fullNameOf(task.assignee) : 'Unassigned'} ·{' '}
            <span className={overdue ? classes.overdue : undefined}>{overdue ? `Overdue since ${formatDay(task.dueDate)}` : `Due ${formatDay(task.dueDate)}`}</span>
          </span>
        )}
      </div>
      {!light && (
        <span className={classes.badges}>
          <TaskStatusBadge status={task.status} />
          <PriorityBadge priority={task.priority} />
        </span>
      )}
    </li>
  )
})
