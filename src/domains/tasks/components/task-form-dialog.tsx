import '@mantine/dates/styles.css'
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { useState } from 'react'
import { RichTextEditor } from '@/components/rich-text/rich-text-editor'
import type { Task, TaskPriority, TaskStatus, User } from '@/contract/schemas'
import { fullNameOf } from '@/lib/names'
import { notifyError } from '@/lib/notify'
import { DASHBOARD_EDITABLE_PRIORITIES, DEFAULT_PRIORITY, PRIORITY_VALUES, priorityLabel, toTaskPriority } from '../utils/priority'
import { EDITABLE_TASK_STATUSES, TASK_STATUS_LABELS } from '../utils/task-meta'
import { isoDay } from '@/lib/dates'

export interface TaskFormValues {
  title: string
  description: string | null
  priority: TaskPriority
  status: TaskStatus
  startDate: string | null
  dueDate: string | null
  assigneeId: number | null
  projectId: number
}

export const PROJECT_REQUIRED_MESSAGE = 'Please select a project'

export interface TaskFormDialogProps {
  opened: boolean
  onClose: () => void
  /** Edit when a task is given, else create. */
  task?: Task | null
  projects: readonly { id: number; name: string }[]
  users: readonly User[]
  /** Preselected project on create (e.g. the dashboard's project filter or the project page). */
  defaultProjectId?: number | null
  /** Which reading of priority the screen uses (see lib/priority.ts). */
  priorityReading?: 'server' | 'dashboard'
  /** The status field; creation on the dashboard always starts at To Do (SPEC §4). */
  showStatus?: boolean
  loading?: boolean
  onSubmit: (values: TaskFormValues) => void
}

/** Create and edit dialog for a task. Title is required after trimming (SPEC §5). */
export function TaskFormDialog(props: TaskFormDialogProps) {
  const title = props.task ? 'Edit Task' : 'Create New Task'
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={title} size="lg" centered>
      {props.opened && <TaskForm key={props.task?.id ?? 'new'} {...props} />}
    </Modal>
  )
}

function TaskForm({ task, projects, users, defaultProjectId, priorityReading = 'server', showStatus = true, loading, onSubmit, onClose }: TaskFormDialogProps) {
  const [title, setTitle] = useState(task?.title ?? '')
  const [description, setDescription] = useState<string | null>(task?.description ?? null)
  const [priority, setPriority] = useState<TaskPriority>(task?.priority ?? DEFAULT_PRIORITY)
  const [status, setStatus] = useState<TaskStatus>(task?.status ?? 'TODO')
  const [startDate, setStartDate] = useState<string | null>(task ? task.startDate : isoDay())
  const [dueDate, setDueDate] = useState<string | null>(task?.dueDate ?? null)
  const [assigneeId, setAssigneeId] = useState<string | null>(task?.assigneeId ? String(task.assigneeId) : null)
  const [projectId, setProjectId] = useState<string | null>(() => {
    const initial = task?.projectId ?? defaultProjectId ?? null
    return initial ? String(initial) : null
  })
  const [errors, setErrors] = useState<{ title?: string; project?: string; dueDate?: string }>({})

  const priorityData =
    priorityReading === 'dashboard'
      ? DASHBOARD_EDITABLE_PRIORITIES.map(({ value, level }) => ({ value: String(value), label: level.value }))
      : [...PRIORITY_VALUES].reverse().map((value) => ({ value: String(value), label: priorityLabel(value) }))
  // A task already IN_REVIEW keeps that value selectable, so opening the dialog never changes it.
  const statusOptions = task?.status === 'IN_REVIEW' ? [...EDITABLE_TASK_STATUSES, 'IN_REVIEW' as const] : EDITABLE_TASK_STATUSES

  const submit = () => {
    const next: typeof errors = {}
    if (title.trim() === '') next.title = 'Title is required'
    if (!projectId) next.project = PROJECT_REQUIRED_MESSAGE
    if (startDate && dueDate && dueDate < startDate) next.dueDate = 'Due date must not be before the start date'
    setErrors(next)
    if (!projectId) notifyError(PROJECT_REQUIRED_MESSAGE)
    if (Object.keys(next).length > 0 || !projectId) return
    onSubmit({
      title: title.trim(),
      description,
      priority,
      status,
      startDate,
      dueDate,
      assigneeId: assigneeId ? Number(assigneeId) : null,
      projectId: Number(projectId),
    })
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Stack gap="sm">
        <TextInput label="Title" placeholder="What needs doing?" required value={title} onChange={(event) => setTitle(event.currentTarget.value)} error={errors.title} data-autofocus />
        <RichTextEditor label="Description" value={task?.description} onChange={setDescription} placeholder="Add details, links and lists" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Project"
            placeholder="Select a project"
            required
            data={projects.map((project) => ({ value: String(project.id), label: project.name }))}
            value={projectId}
            onChange={setProjectId}
            error={errors.project}
            searchable
            comboboxProps={{ withinPortal: false }}
          />
          <Select
            label="Assignee"
            placeholder="Unassigned"
            data={users.map((user) => ({ value: String(user.id), label: fullNameOf(user) }))}
            value={assigneeId}
            onChange={setAssigneeId}
            clearable
            searchable
            comboboxProps={{ withinPortal: false }}
          />
          <Select
            label="Priority"
            data={priorityData}
            value={String(priority)}
            onChange={(value) => setPriority(toTaskPriority(value) ?? DEFAULT_PRIORITY)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
          {showStatus && (
            <Select
              label="Status"
              data={statusOptions.map((value) => ({ value, label: TASK_STATUS_LABELS[value] }))}
              value={status}
              onChange={(value) => value && setStatus(value as TaskStatus)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
          )}
          <DatePickerInput label="Start date" placeholder="Pick a date" value={startDate} onChange={setStartDate} clearable valueFormat="MMM D, YYYY" popoverProps={{ withinPortal: false }} />
          <DatePickerInput
            label="Due date"
            placeholder="Pick a date"
            value={dueDate}
            onChange={setDueDate}
            clearable
            valueFormat="MMM D, YYYY"
            minDate={startDate ?? undefined}
            error={errors.dueDate}
            popoverProps={{ withinPortal: false }}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            {task ? 'Save Changes' : 'Create Task'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
