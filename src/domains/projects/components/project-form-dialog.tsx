import '@mantine/dates/styles.css'
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { useState } from 'react'
import { RichTextEditor } from '@/components/rich-text/rich-text-editor'
import type { Project } from '@/contract/schemas'
import { defaultDueDate, PROJECT_STATUS_OPTIONS } from '../utils/project-meta'
import { isoDay } from '@/lib/dates'

export interface ProjectFormValues {
  name: string
  description: string | null
  startDate: string | null
  dueDate: string | null
  status?: string
}

export interface ProjectFormDialogProps {
  opened: boolean
  onClose: () => void
  /** Edit when given, else create. */
  project?: Project | null
  loading?: boolean
  onSubmit: (values: ProjectFormValues) => void
}

/** Create and edit dialog for a project. The name is required and trimmed (SPEC §5). */
export function ProjectFormDialog(props: ProjectFormDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.project ? 'Edit Project' : 'Create New Project'} size="lg" centered>
      {props.opened && <ProjectForm key={props.project?.id ?? 'new'} {...props} />}
    </Modal>
  )
}

function ProjectForm({ project, loading, onSubmit, onClose }: ProjectFormDialogProps) {
  const today = isoDay()
  const [name, setName] = useState(project?.name ?? '')
  const [description, setDescription] = useState<string | null>(project?.description ?? null)
  const [startDate, setStartDate] = useState<string | null>(project ? project.startDate : today)
  const [dueDate, setDueDate] = useState<string | null>(project ? project.dueDate : defaultDueDate(today))
  const [dueTouched, setDueTouched] = useState(Boolean(project))
  const [status, setStatus] = useState<string>(project?.status === 'on-hold' ? 'on_hold' : (project?.status ?? 'active'))
  const [errors, setErrors] = useState<{ name?: string; dueDate?: string }>({})

  const submit = () => {
    const next: typeof errors = {}
    if (name.trim() === '') next.name = 'Project name is required'
    if (startDate && dueDate && dueDate < startDate) next.dueDate = 'Due date must not be before the start date'
    setErrors(next)
    if (Object.keys(next).length > 0) return
    onSubmit({ name: name.trim(), description, startDate, dueDate, ...(project ? { status } : {}) })
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
        <TextInput label="Project name" placeholder="e.g. Website relaunch" required value={name} onChange={(event) => setName(event.currentTarget.value)} error={errors.name} data-autofocus />
        <RichTextEditor label="Description" value={project?.description} onChange={setDescription} placeholder="Goals, scope, links" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DatePickerInput
            label="Start date"
            placeholder="Pick a date"
            value={startDate}
            onChange={(value) => {
              setStartDate(value)
              // Until someone picks a due date, it follows the start (start + 30 days).
              if (!dueTouched && value) setDueDate(defaultDueDate(value))
            }}
            clearable
            valueFormat="MMM D, YYYY"
            popoverProps={{ withinPortal: false }}
          />
          <DatePickerInput
            label="Due date"
            placeholder="Pick a date"
            value={dueDate}
            onChange={(value) => {
              setDueTouched(true)
              setDueDate(value)
            }}
            clearable
            valueFormat="MMM D, YYYY"
            minDate={startDate ?? undefined}
            error={errors.dueDate}
            popoverProps={{ withinPortal: false }}
          />
          {project && (
            <Select
              label="Status"
              data={[...PROJECT_STATUS_OPTIONS]}
              value={status}
              onChange={(value) => value && setStatus(value)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
          )}
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            {project ? 'Save Changes' : 'Create Project'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
