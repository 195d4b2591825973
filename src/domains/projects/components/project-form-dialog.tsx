import { GuardedModal } from '@/components/forms/guarded-modal'
import { lazy, Suspense } from 'react'
import { SectionLoader } from '@/components/feedback/section-loader'
import { loadProjectForm } from './project-form-loader'
import type { Project } from '@/contract/schemas'

const ProjectForm = lazy(() => loadProjectForm().then((module) => ({ default: module.ProjectForm })))

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
    <GuardedModal opened={props.opened} onClose={props.onClose} title={props.project ? 'Edit Project' : 'Create New Project'} size="lg" centered>
      {props.opened && (
        <Suspense fallback={<SectionLoader label="Loading form" />}>
          <ProjectForm key={props.project?.id ?? 'new'} {...props} />
        </Suspense>
      )}
    </GuardedModal>
  )
}
