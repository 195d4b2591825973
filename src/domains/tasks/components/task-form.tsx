import '@/styles/mantine-fields'
import '@mantine/dates/styles.css'
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { useForm } from '@mantine/form'
import { RichTextEditor } from '@/components/rich-text/rich-text-editor'
import { FORM_MESSAGES, taskFormSchema } from '@/contract/forms'
import type { TaskStatus } from '@/contract/schemas'
import { formResolver, useErrorsFollowInput } from '@/lib/form-resolver'
import { useDirtyDialog } from '@/components/forms/dialog-guard'
import { fullNameOf } from '@/lib/names'
import { notifyError } from '@/lib/notify'
import { DASHBOARD_EDITABLE_PRIORITIES, DEFAULT_PRIORITY, PRIORITY_VALUES, priorityLabel, toTaskPriority } from '../utils/priority'
import { EDITABLE_TASK_STATUSES, TASK_STATUS_LABELS } from '../utils/task-meta'
import { isoDay } from '@/lib/dates'
import type { TaskFormDialogProps, TaskFormValues } from './task-form-dialog'
import { ChangedElsewhereNotice } from '@/components/forms/changed-elsewhere-notice'
import { FormActions } from '@/components/forms/form-actions'
import { useSubmitGuard } from '@/components/forms/use-submit-guard'

/** What the form holds: pickers speak ids as text. */
interface TaskFormState extends Omit<TaskFormValues, 'assigneeId' | 'projectId'> {
  assigneeId: string | null
  projectId: string | null
}

/** The task dialog's body, loaded when the dialog first opens. */
export function TaskForm({ task, projects, users, defaultProjectId, priorityReading = 'server', showStatus = true, loading, onSubmit, onClose }: TaskFormDialogProps) {
  const { busy, guard } = useSubmitGuard(loading)
  const initialProjectId = task?.projectId ?? defaultProjectId ?? null
  const rules = formResolver(taskFormSchema)
  const form = useForm<TaskFormState>({
    initialValues: {
      title: task?.title ?? '',
      description: task?.description ?? null,
      priority: task?.priority ?? DEFAULT_PRIORITY,
      status: task?.status ?? 'TODO',
      startDate: task ? task.startDate : isoDay(),
      dueDate: task?.dueDate ?? null,
      assigneeId: task?.assigneeId ? String(task.assigneeId) : null,
      projectId: initialProjectId ? String(initialProjectId) : null,
    },
    validate: rules,
  })
  useDirtyDialog(form.isDirty())
  useErrorsFollowInput(form, rules)
  const { values } = form

  const priorityData =
    priorityReading === 'dashboard'
      ? DASHBOARD_EDITABLE_PRIORITIES.map(({ value, level }) => ({ value: String(value), label: level.value }))
      : [...PRIORITY_VALUES].reverse().map((value) => ({ value: String(value), label: priorityLabel(value) }))
  // A task already IN_REVIEW keeps that value selectable, so opening the dialog never changes it.
  const statusOptions = task?.status === 'IN_REVIEW' ? [...EDITABLE_TASK_STATUSES, 'IN_REVIEW' as const] : EDITABLE_TASK_STATUSES

  const submit = form.onSubmit(
    guard((state: TaskFormState) =>
      onSubmit({
        ...state,
        title: state.title.trim(),
        assigneeId: state.assigneeId ? Number(state.assigneeId) : null,
        projectId: Number(state.projectId),
      }),
    ),
    (errors) => {
      if (errors.projectId) notifyError(FORM_MESSAGES.projectRequired)
    },
  )

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <ChangedElsewhereNotice what="task" record={task} />
        <TextInput label="Title" placeholder="What needs doing?" required data-autofocus {...form.getInputProps('title')} />
        <RichTextEditor
          label="Description"
          value={task?.description}
          onChange={(value) => form.setFieldValue('description', value)}
          placeholder="Add details, links and lists"
          error={form.errors.description ? String(form.errors.description) : undefined}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Project"
            placeholder="Select a project"
            required
            data={projects.map((project) => ({ value: String(project.id), label: project.name }))}
            {...form.getInputProps('projectId')}
            searchable
            comboboxProps={{ withinPortal: false }}
          />
          <Select
            label="Assignee"
            placeholder="Unassigned"
            data={users.map((user) => ({ value: String(user.id), label: fullNameOf(user) }))}
            {...form.getInputProps('assigneeId')}
            clearable
            searchable
            comboboxProps={{ withinPortal: false }}
          />
          <Select
            label="Priority"
            data={priorityData}
            value={String(values.priority)}
            onChange={(value) => form.setFieldValue('priority', toTaskPriority(value) ?? DEFAULT_PRIORITY)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
          {showStatus && (
            <Select
              label="Status"
              data={statusOptions.map((value) => ({ value, label: TASK_STATUS_LABELS[value] }))}
              value={values.status}
              onChange={(value) => value && form.setFieldValue('status', value as TaskStatus)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
          )}
          <DatePickerInput label="Start date" placeholder="Pick a date" {...form.getInputProps('startDate')} clearable valueFormat="MMM D, YYYY" popoverProps={{ withinPortal: false }} />
          <DatePickerInput
            label="Due date"
            placeholder="Pick a date"
            {...form.getInputProps('dueDate')}
            clearable
            valueFormat="MMM D, YYYY"
            minDate={values.startDate ?? undefined}
            popoverProps={{ withinPortal: false }}
          />
        </SimpleGrid>
        <FormActions submitLabel={task ? 'Save Changes' : 'Create Task'} loading={busy} onCancel={onClose} />
      </Stack>
    </form>
  )
}
