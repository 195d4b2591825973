import { Button, Group } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { memo, useCallback, useEffect, useMemo, useState } from 'react'
import { ListPage } from '@/components/list-page/list-page'
import { focusIsIn, idOf, useRecycledKeys } from '@/components/list-page/use-recycled-keys'
import { CardGrid } from '@/components/list-page/card-grid'
import { useSearchBox } from '@/components/list-page/use-search-box'
import { SearchInput } from '@/components/list-page/search-input'
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
import { ProjectCard, type ProjectCardProps } from '@/domains/projects/components/project-card'
import { SortControl, type SortChoice } from '@/components/list-page/sort-control'
import { useNotifyWithLink } from '@/components/feedback/notify-created'
import { PROJECT_SORT_FIRST_DIRECTION, PROJECT_SORT_OPTIONS, type ProjectSortField, sortProjects } from '@/domains/projects/utils/project-sort'
import { afterPaint } from '@/lib/after-paint'
import { liveKey, markLiveChange } from '@/lib/live-highlight'
import { pinFirst, type SortDirection } from '@/lib/sort-order'

export interface ProjectsSearch {
  q?: string
  /** The cards' order (issue 20); created, newest first when absent. */
  sort?: ProjectSortField
  dir?: SortDirection
}

/** Newest first: a project just created is the first card (issue 20). */
const DEFAULT_SORT: SortChoice<ProjectSortField> = { field: 'created', direction: 'desc' }

/** The card's element id, to scroll a saved project into view. */
const projectElementId = (id: number) => `project-card-${id}`

type Dialog = { kind: 'create' } | { kind: 'edit'; project: Project } | { kind: 'member'; project: Project } | { kind: 'delete'; project: Project } | null

/** /projects (SPEC §2): search, cards, create/edit/add member/delete. */
export function ProjectsPage({ search, onSearchChange }: { search: ProjectsSearch; onSearchChange: (search: ProjectsSearch) => void }) {
  const user = useCurrentUser()
  const permissions = permissionsOf(user)
  const projects = useQuery(projectQueries.list())
  const [dialog, setDialog] = useState<Dialog>(null)
  const users = useQuery({ ...userQueries.choices(), enabled: dialog?.kind === 'member' })
  const members = useQuery({ ...projectQueries.members(dialog?.kind === 'member' ? dialog.project.id : 0), enabled: dialog?.kind === 'member' })
  // The project the user just created stays first until the search or order changes (issue 20).
  const [pinned, setPinned] = useState<number | null>(null)
  const searchBox = useSearchBox(search.q, (q) => {
    setPinned(null)
    onSearchChange({ ...search, q })
  })
  // The list follows the box at once; the URL catches up after the paint (useSearchBox).
  const query = searchBox.text

  useEffect(() => {
    if (projects.isError) notifyError(PROJECT_MESSAGES.fetchFailed)
  }, [projects.isError])

  const close = useCallback(() => setDialog(null), [])
  const notifyWithLink = useNotifyWithLink()
  // The success toast links to the project; the list shows it highlighted, first when just created.
  const showSaved = useCallback(
    (message: string, saved: Project, created: boolean) => {
      if (created) setPinned(saved.id)
      notifyWithLink(message, 'View project', { to: '/projects/$projectId', params: { projectId: String(saved.id) } })
      markLiveChange(liveKey('project', saved.id))
      afterPaint(() => document.getElementById(projectElementId(saved.id))?.scrollIntoView({ block: 'nearest' }))
    },
    [notifyWithLink],
  )
  const create = useCreateProject({
    mutationConfig: toastsConfig({ success: PROJECT_MESSAGES.created, failure: PROJECT_MESSAGES.createFailed, then: close, announce: (message, saved) => showSaved(message, saved, true) }),
  })
  const update = useUpdateProject({
    mutationConfig: toastsConfig({ success: PROJECT_MESSAGES.updated, failure: PROJECT_MESSAGES.updateFailed, then: close, announce: (message, saved) => showSaved(message, saved, false) }),
  })
  const remove = useDeleteProject({ mutationConfig: toastsConfig({ success: PROJECT_MESSAGES.deleted, failure: PROJECT_MESSAGES.deleteFailed, then: close }) })
  const addMember = useAddMember({ mutationConfig: toastsConfig({ success: PROJECT_MESSAGES.memberAdded, failure: (error) => serverMessage(error, PROJECT_MESSAGES.memberFailed), then: close }) })

  const sort = useMemo<SortChoice<ProjectSortField>>(
    () => (search.sort ? { field: search.sort, direction: search.dir ?? PROJECT_SORT_FIRST_DIRECTION[search.sort] } : DEFAULT_SORT),
    [search.sort, search.dir],
  )
  const sorted = useMemo(() => sortProjects(projects.data ?? [], sort.field, sort.direction), [projects.data, sort])
  const visible = useMemo(() => pinFirst(filterProjects(sorted, query), pinned), [sorted, query, pinned])
  const onSortChange = useCallback(
    (next: SortChoice<ProjectSortField> | null) => {
      setPinned(null)
      onSearchChange({ ...search, sort: next?.field, dir: next?.direction })
    },
    [search, onSearchChange],
  )
  const onEdit = useCallback((project: Project) => setDialog({ kind: 'edit', project }), [])
  const onAddMember = useCallback((project: Project) => setDialog({ kind: 'member', project }), [])
  const onDelete = useCallback((project: Project) => setDialog({ kind: 'delete', project }), [])

  // Built once per change of their own inputs: a keystroke in the search re-renders this page, and
  // the header, the controls, the grid (unless the cards change) and the closed dialogs need not
  // follow it (issue 13).
  const canCreate = permissions.canCreateProjects
  const actions = useMemo(
    () =>
      canCreate && (
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'create' })}>
          New Project
        </Button>
      ),
    [canCreate],
  )
  const filters = useMemo(
    () => (
      <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
        <SearchInput data-search-box aria-label="Search projects" placeholder="Search projects by name, description or status…" grow field={searchBox.field} />
        <SortControl options={PROJECT_SORT_OPTIONS} value={sort} firstDirection={PROJECT_SORT_FIRST_DIRECTION} onChange={onSortChange} />
      </Group>
    ),
    [searchBox.field, sort, onSortChange],
  )
  const { mutate: createProject, isPending: creating } = create
  const { mutate: updateProject, isPending: updating } = update
  const { mutate: removeProject, isPending: removing } = remove
  const { mutate: addProjectMember, isPending: adding } = addMember
  const memberIds = useMemo(() => (members.data ?? []).map((member) => member.id), [members.data])
  const dialogs = useMemo(
    () => (
      <>
        <ProjectFormDialog
          opened={dialog?.kind === 'create' || dialog?.kind === 'edit'}
          project={dialog?.kind === 'edit' ? dialog.project : null}
          loading={creating || updating}
          onClose={close}
          onSubmit={(values) => {
            if (dialog?.kind === 'edit') updateProject({ project: dialog.project, values })
            else createProject(values)
          }}
        />
        <PickUserDialog
          opened={dialog?.kind === 'member'}
          title="Add Member"
          subject={dialog?.kind === 'member' ? dialog.project.name : undefined}
          label="Team member"
          submitLabel="Add Member"
          users={users.data ?? []}
          excludeIds={memberIds}
          loading={adding}
          onClose={close}
          onSubmit={(userId) => dialog?.kind === 'member' && addProjectMember({ project: dialog.project, userId })}
        />
        <ConfirmDialog
          opened={dialog?.kind === 'delete'}
          title="Delete Project"
          message={PROJECT_MESSAGES.deleteConfirm}
          loading={removing}
          onClose={close}
          onConfirm={() => dialog?.kind === 'delete' && removeProject(dialog.project)}
        />
      </>
    ),
    [dialog, close, creating, updating, createProject, updateProject, users.data, memberIds, adding, addProjectMember, removing, removeProject],
  )

  return (
    <>
      <ListPage
        title="Projects"
        description="Plan and track every project."
        actions={actions}
        filters={filters}
        query={projects}
        loadingLabel="Loading projects"
        errorMessage={PROJECT_MESSAGES.fetchFailed}
        isEmpty={visible.length === 0}
        empty={{ title: 'No projects found', description: query ? `No projects match “${query}”. Try another search.` : 'Create your first project to get started.' }}
      >
        <ProjectGrid projects={visible} canAddMembers={permissions.canAddProjectMembers} onEdit={onEdit} onAddMember={onAddMember} onDelete={onDelete} />
      </ListPage>

      {dialogs}
    </>
  )
}

interface ProjectGridProps extends Omit<ProjectCardProps, 'project' | 'id'> {
  projects: readonly Project[]
}

const projectHoldsFocus = (id: number) => focusIsIn(`#${projectElementId(id)}`)

/**
 * Memoised: a keystroke that keeps the same cards renders nothing here. A card that leaves the
 * results is reused for one that arrives (useRecycledKeys).
 */
const ProjectGrid = memo(function ProjectGrid({ projects, ...card }: ProjectGridProps) {
  const keys = useRecycledKeys(projects, idOf, projectHoldsFocus)
  return (
    <CardGrid layout="thirds">
      {projects.map((project) => (
        <ProjectCard key={keys.get(project.id)} id={projectElementId(project.id)} project={project} {...card} />
      ))}
    </CardGrid>
  )
})
