import { memo, useMemo } from 'react'
import type { Project, Task, User } from '@/contract/schemas'
import { useAddMember, useCreateProject } from '@/domains/projects/api/project-mutations'
import { ProjectFormDialog } from '@/domains/projects/components/project-form-dialog'
import { useAssignTask, useCreateTask, useUpdateTask } from '@/domains/tasks/api/task-mutations'
import { TaskFormDialog } from '@/domains/tasks/components/task-form-dialog'
import { PickUserDialog } from '@/domains/users/components/pick-user-dialog'
import { serverMessage } from '@/lib/api-client'
import { toastsConfig } from '@/lib/mutation-toasts'
import { canCreateTaskIn, projectsForTasks } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session-context'
import { DASHBOARD_MESSAGES as M } from '../messages'
import { dashboardTaskRequest } from '../utils/dashboard-tasks'

export type DashboardDialog = { kind: 'task' } | { kind: 'edit'; task: Task } | { kind: 'assign'; task: Task } | { kind: 'project' } | { kind: 'member' } | null

export interface DashboardDialogsProps {
  dialog: DashboardDialog
  onClose: () => void
  /** Shows a saved task where the user is: its toast (the spec's message) links to it (issue 20). */
  onSaved: (message: string, saved: Task, created: boolean) => void
  projects: readonly Project[]
  users: readonly User[]
  /** The project filter: new tasks start in it, and Add Member adds to it. */
  project: Project | null
}

/**
 * The dashboard's dialogs and the writes they make. Memoised apart from the page: a tab or filter
 * change re-renders none of them (issue 13, every tab and filter paints within 30 ms).
 */
export const DashboardDialogs = memo(function DashboardDialogs({ dialog, onClose, onSaved, projects, users, project }: DashboardDialogsProps) {
  const user = useCurrentUser()
  const editing = dialog?.kind === 'edit' ? dialog.task : null
  // Only projects the user may add tasks to (issue 21); an edited task keeps its own.
  const taskProjects = useMemo(() => projectsForTasks(user, projects, editing?.projectId), [user, projects, editing?.projectId])
  const createTask = useCreateTask({
    mutationConfig: toastsConfig({ success: M.taskCreated, failure: M.createTaskFailed, failureTitle: M.createTaskTitle, then: onClose, announce: (message, saved) => onSaved(message, saved, true) }),
  })
  const editTask = useUpdateTask({
    mutationConfig: toastsConfig({ success: M.taskUpdated, failure: M.editFailed, failureTitle: M.updateTaskTitle, then: onClose, announce: (message, saved) => onSaved(message, saved, false) }),
  })
  const createProject = useCreateProject({ mutationConfig: toastsConfig({ success: M.projectCreated, failure: M.createProjectFailed, failureTitle: M.createProjectTitle, then: onClose }) })
  const addMember = useAddMember({ mutationConfig: toastsConfig({ success: M.memberAdded, failure: M.addMemberFailed, failureTitle: M.addMemberTitle, then: onClose }) })
  const assign = useAssignTask({
    mutationConfig: toastsConfig({ success: M.taskAssigned, failure: (error) => serverMessage(error, M.assignFailed), failureTitle: M.assignTitle, then: onClose }),
  })

  return (
    <>
      <TaskFormDialog
        opened={dialog?.kind === 'task' || dialog?.kind === 'edit'}
        task={dialog?.kind === 'edit' ? dialog.task : null}
        projects={taskProjects}
        users={users}
        defaultProjectId={project && canCreateTaskIn(user, project) ? project.id : undefined}
        priorityReading="dashboard"
        showStatus={dialog?.kind === 'edit'}
        loading={createTask.isPending || editTask.isPending}
        onClose={onClose}
        onSubmit={(values) => {
          if (dialog?.kind === 'edit') editTask.mutate({ task: dialog.task, values })
          else createTask.mutate(dashboardTaskRequest(values))
        }}
      />
      <ProjectFormDialog opened={dialog?.kind === 'project'} loading={createProject.isPending} onClose={onClose} onSubmit={(values) => createProject.mutate(values)} />
      <PickUserDialog
        opened={dialog?.kind === 'assign'}
        title={dialog?.kind === 'assign' && dialog.task.assigneeId ? 'Reassign Task' : 'Assign Task'}
        subject={dialog?.kind === 'assign' ? dialog.task.title : undefined}
        label="Assignee"
        submitLabel="Assign"
        users={users}
        initialUserId={dialog?.kind === 'assign' ? dialog.task.assigneeId : null}
        loading={assign.isPending}
        onClose={onClose}
        onSubmit={(userId) => dialog?.kind === 'assign' && assign.mutate({ task: dialog.task, userId })}
      />
      <PickUserDialog
        opened={dialog?.kind === 'member'}
        title="Add Member"
        subject={project?.name}
        label="Team member"
        submitLabel="Add Member"
        users={users}
        excludeIds={project?.members.map((member) => member.id) ?? []}
        loading={addMember.isPending}
        onClose={onClose}
        onSubmit={(userId) => project && addMember.mutate({ project, userId })}
      />
    </>
  )
})
