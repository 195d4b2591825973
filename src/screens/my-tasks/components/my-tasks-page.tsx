import '@/styles/mantine-screens'
import { Group, Switch } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { memo, useCallback, useEffect, useMemo, useState } from 'react'
import { ListPage } from '@/components/list-page/list-page'
import { ViewSwitch } from '@/components/navigation/view-switch'
import { useSearchState } from '@/components/list-page/use-search-state'
import { type Task, TASK_STATUSES, type TaskStatus } from '@/contract/schemas'
import { useChangeTaskStatus } from '@/domains/tasks/api/task-mutations'
import { taskQueries } from '@/domains/tasks/api/task-queries'
import { PriorityBadge } from '@/domains/tasks/components/task-badges'
import { isOverdue, TASK_STATUS_LABELS } from '@/domains/tasks/utils/task-meta'
import type { CalendarSearch } from '@/domains/tasks/utils/calendar-days'
import { formatDay, isoDay } from '@/lib/dates'
import { toastsConfig } from '@/lib/mutation-toasts'
import { notifyError } from '@/lib/notify'
import { permissionsOf } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session-context'
import { MY_TASK_MESSAGES } from '../messages'
import { MyTasksCalendar } from './my-tasks-calendar'
import { countCompletedOf, type MyTaskSection, myTaskSections } from '../utils/my-task-sections'
import classes from './my-tasks-page.module.css'
import { RecordLink } from '@/components/light/record-link'
import { SortControl, type SortChoice } from '@/components/list-page/sort-control'
import { TASK_SORT_FIRST_DIRECTION, TASK_SORT_OPTIONS, type TaskSortField, sortTasks } from '@/domains/tasks/utils/task-sort'
import type { SortDirection } from '@/lib/sort-order'
import { shortcutProps } from '@/lib/keyboard-shortcuts'

/** What the sort control shows while each section is in its own order (due date, then priority). */
const OWN_ORDER: SortChoice<TaskSortField> = { field: 'due', direction: 'asc' }

export interface MyTasksSearch extends CalendarSearch {
  show?: 'completed'
  /** The list by due date is the default and stays out of the URL. */
  view?: 'calendar'
  /** An order the user chose within each section (issue 20); due date, then priority when absent. */
  sort?: TaskSortField
  dir?: SortDirection
}

type MyTasksView = 'list' | 'calendar'
const MY_TASK_VIEWS = [
  { value: 'list', label: 'List' },
  { value: 'calendar', label: 'Calendar' },
] as const satisfies readonly { value: MyTasksView; label: string }[]

/** Rows a section shows before "Show all": a busy user's Later can hold hundreds. */
const SECTION_PREVIEW = 20

type OnStatusChange = (task: Task, status: TaskStatus) => void

const tasksLabel = (count: number) => (count === 1 ? '1 task' : `${count} tasks`)

/**
 * /my-tasks (issue 18): the tasks assigned to the signed-in user, in sections by due date, with
 * the inline status of the tasks page. The grouping is computed once per list (memoised on the
 * query's data), and rows are plain elements, so 5,000 tasks in the store cost one pass.
 */
export function MyTasksPage({ search, onSearchChange }: { search: MyTasksSearch; onSearchChange: (search: MyTasksSearch) => void }) {
  const me = useCurrentUser()
  const tasks = useQuery(taskQueries.list())
  // The switch follows the user at once; the URL catches up after the paint.
  const { view, change } = useSearchState(search, onSearchChange)
  const showCompleted = view.show === 'completed'
  const calendar = view.view === 'calendar'
  const onViewChange = useCallback((next: MyTasksView) => change({ view: next === 'calendar' ? 'calendar' : undefined, range: undefined, date: undefined }), [change])
  const onCalendarChange = useCallback((next: CalendarSearch) => change(next), [change])

  useEffect(() => {
    if (tasks.isError) notifyError(MY_TASK_MESSAGES.fetchFailed)
  }, [tasks.isError])

  const changeStatus = useChangeTaskStatus({ mutationConfig: toastsConfig({ success: MY_TASK_MESSAGES.statusUpdated, failure: MY_TASK_MESSAGES.statusFailed }) })
  // `mutate` is stable; the mutation object is not, and would re-render every row.
  const { mutate } = changeStatus
  const onStatusChange = useCallback<OnStatusChange>((task, status) => mutate({ task, status }), [mutate])

  // Regrouped when the list changes, the switch flips or the day turns.
  const today = isoDay()
  const grouped = useMemo(() => myTaskSections(tasks.data ?? [], me.id, { now: new Date(`${today}T12:00:00`), showCompleted }), [tasks.data, me.id, showCompleted, today])
  const sort = useMemo<SortChoice<TaskSortField> | null>(
    () => (view.sort ? { field: view.sort, direction: view.dir ?? TASK_SORT_FIRST_DIRECTION[view.sort] } : null),
    [view.sort, view.dir],
  )
  const sections = useMemo(() => (sort ? grouped.map((section) => ({ ...section, tasks: sortTasks(section.tasks, sort) })) : grouped), [grouped, sort])
  const onSortChange = useCallback((next: SortChoice<TaskSortField> | null) => change({ sort: next?.field, dir: next?.direction }), [change])
  const open = sections.reduce((sum, section) => (section.key === 'completed' ? sum : sum + section.tasks.length), 0)
  const hiddenCompleted = useMemo(() => (showCompleted ? 0 : countCompletedOf(tasks.data ?? [], me.id)), [tasks.data, me.id, showCompleted])

  return (
    <ListPage
      title="My Tasks"
      description="What is assigned to you, by due date."
      actions={<ViewSwitch label="Task view" value={calendar ? 'calendar' : 'list'} options={MY_TASK_VIEWS} onChange={onViewChange} />}
      filters={
        <Group mb="md" gap="md" justify="space-between" align="center">
          <Switch label="Show completed" checked={showCompleted} onChange={(event) => change({ show: event.currentTarget.checked ? 'completed' : undefined })} />
          {!calendar && (
            <SortControl
              options={TASK_SORT_OPTIONS}
              value={sort ?? OWN_ORDER}
              firstDirection={TASK_SORT_FIRST_DIRECTION}
              onChange={onSortChange}
              defaultLabel="Default order"
              isDefault={sort === null}
              hideLabel
            />
          )}
        </Group>
      }
      query={tasks}
      loadingLabel="Loading tasks"
      errorMessage={MY_TASK_MESSAGES.fetchFailed}
      // The calendar shows its days even when nothing is due.
      isEmpty={!calendar && sections.length === 0}
      empty={{
        title: 'Nothing assigned to you',
        description: hiddenCompleted > 0 ? 'You have no open tasks: all caught up. Turn on “Show completed” to see what you finished.' : 'Tasks assigned to you will show here, grouped by due date.',
        centered: true,
      }}
      count={{ text: open === 1 ? '1 open task' : `${open} open tasks`, position: 'top' }}
    >
      {calendar ? (
        <MyTasksCalendar tasks={tasks.data} userId={me.id} showCompleted={showCompleted} search={view} onSearchChange={onCalendarChange} canMove={permissionsOf(me).canAccessStaffFeatures} />
      ) : (
        <Sections sections={sections} onStatusChange={onStatusChange} />
      )}
    </ListPage>
  )
}

const Sections = memo(function Sections({ sections, onStatusChange }: { sections: readonly MyTaskSection[]; onStatusChange: OnStatusChange }) {
  return (
    <div className={classes.sections}>
      {sections.map((section) => (
        <Section key={section.key} section={section} onStatusChange={onStatusChange} />
      ))}
    </div>
  )
})

const Section = memo(function Section({ section, onStatusChange }: { section: MyTaskSection; onStatusChange: OnStatusChange }) {
  const [expanded, setExpanded] = useState(false)
  const { key, title, tasks } = section
  const visible = expanded ? tasks : tasks.slice(0, SECTION_PREVIEW)
  const headingId = `my-tasks-${key}`
  return (
    <section className={classes.section} aria-labelledby={headingId} data-section={key}>
      {/* Named in words: the pill alone would read "Overdue 3". */}
      <h2 id={headingId} className={classes.heading} data-overdue={key === 'overdue' || undefined} aria-label={`${title}, ${tasksLabel(tasks.length)}`}>
        {title}
        <span className={classes.count} aria-hidden>
          {tasks.length}
        </span>
      </h2>
      <ul className={classes.list}>
        {visible.map((task) => (
          <MyTaskRow key={task.id} task={task} onStatusChange={onStatusChange} />
        ))}
      </ul>
      {tasks.length > SECTION_PREVIEW && (
        <div className={classes.more}>
          <button type="button" className={classes.moreButton} aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
            {expanded ? 'Show fewer' : `Show all ${tasks.length} tasks`}
          </button>
        </div>
      )}
    </section>
  )
})

function dueText(task: Task, overdue: boolean): string {
  if (task.status === 'COMPLETED') return task.completedAt ? `Completed ${formatDay(task.completedAt)}` : 'Completed'
  if (task.dueDate === null) return 'No due date'
  return overdue ? `Overdue since ${formatDay(task.dueDate)}` : `Due ${formatDay(task.dueDate)}`
}

const STATUS_KEY = shortcutProps('s')

/** Plain elements and one CSS module, like the tasks page's cards (issue 13); the status is the browser's select. */
const MyTaskRow = memo(function MyTaskRow({ task, onStatusChange }: { task: Task; onStatusChange: OnStatusChange }) {
  const overdue = isOverdue(task)
  return (
    <li className={classes.row} data-testid={`my-task-${task.id}`} data-task-id={task.id} data-nav-item>
      <div className={classes.main}>
        <RecordLink target={{ to: '/tasks/$taskId', params: { taskId: String(task.id) } }} className={classes.title} data-done={task.status === 'COMPLETED' || undefined}>
          {task.title}
        </RecordLink>
        <span className={classes.meta}>
          {task.project.name} · <span className={overdue ? classes.overdue : undefined}>{dueText(task, overdue)}</span>
        </span>
      </div>
      <div className={classes.controls}>
        <PriorityBadge priority={task.priority} />
        <select
          aria-label={`Status of ${task.title}`}
          className={classes.status}
          data-task-action="status"
          {...STATUS_KEY}
          value={task.status}
          onChange={(event) => {
            const value = event.currentTarget.value as TaskStatus
            if (value !== task.status) onStatusChange(task, value)
          }}
        >
          {TASK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {TASK_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
    </li>
  )
})
