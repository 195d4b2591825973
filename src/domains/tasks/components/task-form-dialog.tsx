import { GuardedModal } from '@/components/forms/guarded-modal'
import { lazy, Suspense } from 'react'
import { SectionLoader } from '@/components/feedback/section-loader'
import { loadTaskForm } from './task-form-loader'
import type { Task, TaskPriority, TaskStatus, User } from '@/contract/schemas'

const TaskForm = lazy(() => loadTaskForm().then((module) => ({ default: module.TaskForm })))

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
    <GuardedModal opened={props.opened} onClose={props.onClose} title={title} size="lg" centered>
      {props.opened && (
        <Suspense fallback={<SectionLoader label="Loading form" />}>
          <TaskForm key={props.task?.id ?? 'new'} {...props} />
        </Suspense>
      )}
    </GuardedModal>
  )
}
