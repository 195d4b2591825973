import '@/styles/mantine-fields'
import '@mantine/dates/styles.css'
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { RichTextEditor } from '@/components/rich-text/rich-text-editor'
import { projectFormSchema } from '@/contract/forms'
import { formResolver, useErrorsFollowInput } from '@/lib/form-resolver'
import { useDirtyDialog } from '@/components/forms/dialog-guard'
import { defaultDueDate, PROJECT_STATUS_OPTIONS } from '../utils/project-meta'
import { isoDay } from '@/lib/dates'
import type { ProjectFormDialogProps, ProjectFormValues } from './project-form-dialog'
import { ChangedElsewhereNotice } from '@/components/forms/changed-elsewhere-notice'
import { FormActions } from '@/components/forms/form-actions'
import { useSubmitGuard } from '@/components/forms/use-submit-guard'

/** The project dialog's body, loaded when the dialog first opens. */
export function ProjectForm({ project, loading, onSubmit, onClose }: ProjectFormDialogProps) {
  const { busy, guard } = useSubmitGuard(loading)
  const today = isoDay()
  const rules = formResolver(projectFormSchema)
  const form = useForm<Required<ProjectFormValues>>({
    initialValues: {
      name: project?.name ?? '',
      description: project?.description ?? null,
      startDate: project ? project.startDate : today,
      dueDate: project ? project.dueDate : defaultDueDate(today),
      status: project?.status === 'on-hold' ? 'on_hold' : (project?.status ?? 'active'),
    },
    validate: rules,
  })
  useDirtyDialog(form.isDirty())
  useErrorsFollowInput(form, rules)
  const [dueTouched, setDueTouched] = useState(Boolean(project))
  const { values } = form

  const submit = form.onSubmit(
    guard(({ status, ...state }: typeof form.values) => onSubmit({ ...state, name: state.name.trim(), ...(project ? { status } : {}) })),
  )

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <ChangedElsewhereNotice what="project" record={project} />
        <TextInput label="Project name" placeholder="e.g. Website relaunch" required data-autofocus {...form.getInputProps('name')} />
        <RichTextEditor
          label="Description"
          value={project?.description}
          onChange={(value) => form.setFieldValue('description', value)}
          placeholder="Goals, scope, links"
          error={form.errors.description ? String(form.errors.description) : undefined}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DatePickerInput
            label="Start date"
            placeholder="Pick a date"
            {...form.getInputProps('startDate')}
            onChange={(value) => {
              form.setFieldValue('startDate', value)
              // Until someone picks a due date, it follows the start (start + 30 days).
              if (!dueTouched && value) form.setFieldValue('dueDate', defaultDueDate(value))
            }}
            clearable
            valueFormat="MMM D, YYYY"
            popoverProps={{ withinPortal: false }}
          />
          <DatePickerInput
            label="Due date"
            placeholder="Pick a date"
            {...form.getInputProps('dueDate')}
            onChange={(value) => {
              setDueTouched(true)
              form.setFieldValue('dueDate', value)
            }}
            clearable
            valueFormat="MMM D, YYYY"
            minDate={values.startDate ?? undefined}
            popoverProps={{ withinPortal: false }}
          />
          {project && (
            <Select
              label="Status"
              data={[...PROJECT_STATUS_OPTIONS]}
              value={values.status}
              onChange={(value) => value && form.setFieldValue('status', value)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
          )}
        </SimpleGrid>
        <FormActions submitLabel={project ? 'Save Changes' : 'Create Project'} loading={busy} onCancel={onClose} />
      </Stack>
    </form>
  )
}
