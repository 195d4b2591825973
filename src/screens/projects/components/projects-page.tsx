import { Button, SimpleGrid } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { ListPage } from '@/components/list-page/list-page'
import { useSearchBox } from '@/components/list-page/use-search-box'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { PickUserDialog } from '@/domains/users/components/pick-user-dialog'
import { ProjectFormDialog } from '@/domains/projects/components/project-form-dialog'
import type { Project } from '@/contract/schemas'
import { notifyError } from '@/lib/notify'
import { permissionsOf } from '@/lib/permissions'
import { projectQueries } from '@/domains/projects/api/project-queries'
import { userQueries } from '@/domains/users/api/user-queries'
import { useCurrentUser } from '@/lib/session-context'
import { useAddMember, useCreateProject, useDeleteProject, useUpdateProject } from '@/domains/projects/api/project-mutations'
import { serverMessage } from '@/lib/api-client'
import { toastsConfig } from '@/lib/mutation-toasts'
import { PROJECT_MESSAGES } from '../messages'
import { filterProjects } from '@/domains/projects/utils/project-search'
import { ProjectCard } from '@/domains/projects/components/project-card'

export interface ProjectsSearch {
  q?: string
}

type Dialog = { kind: 'create' } | { kind: 'edit'; project: Project } | { kind: 'member'; project: Project } | { kind: 'delete'; project: Project } | null

/** /projects (SPEC §2): search, cards, create/edit/add member/delete. */
export function ProjectsPage({ search, onSearchChange }: { search: ProjectsSearch; onSearchChange: (search: ProjectsSearch) => void }) {
  const user = useCurrentUser()
  const permissions = permissionsOf(user)
  const projects = useQuery(projectQueries.list())
  const [dialog, setDialog] = useState<Dialog>(null)
  const users = useQuery({ ...userQueries.choices(), enabled: dialog?.kind === 'member' })
  const members = useQuery({ ...projectQueries.members(dialog?.kind === 'member' ? dialog.project.id : 0), enabled: dialog?.kind === 'member' })
  const searchBox = useSearchBox(search.q, (q) => onSearchChange({ q }))
  // The list follows the box at once; the URL catches up after the paint (useSearchBox).
  const query = searchBox.text

  useEffect(() => {
    if (projects.isError) notifyError(PROJECT_MESSAGES.fetchFailed)
  }, [projects.isError])

  const close = useCallback(() => setDialog(null), [])
  const create = useCreateProject({ mutationConfig: toastsConfig({ success: PROJECT_MESSAGES.created, failure: PROJECT_MESSAGES.createFailed, then: close }) })
  const update = useUpdateProject({ mutationConfig: toastsConfig({ success: PROJECT_MESSAGES.updated, failure: PROJECT_MESSAGES.updateFailed, then: close }) })
  const remove = useDeleteProject({ mutationConfig: toastsConfig({ success: PROJECT_MESSAGES.deleted, failure: PROJECT_MESSAGES.deleteFailed, then: close }) })
  const addMember = useAddMember({ mutationConfig: toastsConfig({ success: PROJECT_MESSAGES.memberAdded, failure: (error) => serverMessage(error, PROJECT_MESSAGES.memberFailed), then: close }) })

  const visible = useMemo(() => filterProjects(projects.data ?? [], query), [projects.data, query])
  const onEdit = useCallback((project: Project) => setDialog({ kind: 'edit', project }), [])
  const onAddMember = useCallback((project: Project) => setDialog({ kind: 'member', project }), [])
  const onDelete = useCallback((project: Project) => setDialog({ kind: 'delete', project }), [])

  return (
    <>
      <ListPage
        title="Projects"
        description="Plan and track every project."
        actions={
          permissions.canCreateProjects && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'create' })}>
              New Project
            </Button>
          )
        }
        search={{ label: 'Search projects', placeholder: 'Search projects by name, description or status…', box: searchBox }}
        query={projects}
        loadingLabel="Loading projects"
        errorMessage={PROJECT_MESSAGES.fetchFailed}
        isEmpty={visible.length === 0}
        empty={{ title: 'No projects found', description: query ? `No projects match “${query}”. Try another search.` : 'Create your first project to get started.' }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {visible.map((project) => (
            <ProjectCard key={project.id} project={project} canAddMembers={permissions.canAddProjectMembers} onEdit={onEdit} onAddMember={onAddMember} onDelete={onDelete} />
          ))}
        </SimpleGrid>
      </ListPage>

      <ProjectFormDialog
        opened={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        project={dialog?.kind === 'edit' ? dialog.project : null}
        loading={create.isPending || update.isPending}
        onClose={close}
        onSubmit={(values) => {
          if (dialog?.kind === 'edit') update.mutate({ project: dialog.project, values })
          else create.mutate(values)
        }}
      />
      <PickUserDialog
        opened={dialog?.kind === 'member'}
        title="Add Member"
        subject={dialog?.kind === 'member' ? dialog.project.name : undefined}
        label="Team member"
        submitLabel="Add Member"
        users={users.data ?? []}
        excludeIds={(members.data ?? []).map((member) => member.id)}
        loading={addMember.isPending}
        onClose={close}
        onSubmit={(userId) => dialog?.kind === 'member' && addMember.mutate({ project: dialog.project, userId })}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title="Delete Project"
        message={PROJECT_MESSAGES.deleteConfirm}
        loading={remove.isPending}
        onClose={close}
        onConfirm={() => dialog?.kind === 'delete' && remove.mutate(dialog.project)}
      />
    </>
  )
}
