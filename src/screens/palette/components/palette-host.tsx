import { useMantineColorScheme, useComputedColorScheme } from '@mantine/core'
import { createSpotlight, useSpotlight } from '@mantine/spotlight'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { User } from '@/contract/schemas'
import { chatQueries } from '@/domains/chat/api/chat-api'
import { useCreateProject } from '@/domains/projects/api/project-mutations'
import { projectQueries } from '@/domains/projects/api/project-queries'
import { ProjectFormDialog } from '@/domains/projects/components/project-form-dialog'
import { useAssignTask, useChangeTaskStatus, useCreateTask } from '@/domains/tasks/api/task-mutations'
import { taskQueries } from '@/domains/tasks/api/task-queries'
import { TaskFormDialog } from '@/domains/tasks/components/task-form-dialog'
import { userQueries } from '@/domains/users/api/user-queries'
import { toastsConfig } from '@/lib/mutation-toasts'
import { menuFor } from '@/lib/navigation'
import { isStaff, projectsForTasks } from '@/lib/permissions'
import { useSession } from '@/lib/session-context'
import { PALETTE_MESSAGES as M } from '../messages'
import { buildPaletteIndex, type PaletteItem, type PaletteTarget, searchPalette } from '../utils/palette-index'
import { subscribePaletteRequests } from '../utils/palette-requests'
import { keepTypedLetters } from '../utils/type-ahead'
import { readRecent, recentItems, rememberRecent } from '../utils/palette-recent'
import { shortcutRows } from '../utils/shortcut-rows'
import { CheatSheet } from './cheat-sheet'
import { PaletteView } from './palette-view'

const TASK_PAGE = /^\/tasks\/(\d+)\/?$/

type Dialog = 'cheat-sheet' | 'new-task' | 'new-project' | null

/**
 * The command palette, the cheat sheet and the dialogs they open, loaded on first use. Lists are
 * read from the query caches the screens share and fetched only while the palette is open.
 */
export function PaletteHost({ user }: { user: User }) {
  const [[store, spotlight]] = useState(createSpotlight)
  const { opened } = useSpotlight(store)
  const [query, setQuery] = useState('')
  const [dialog, setDialog] = useState<Dialog>(null)
  const [recentKeys, setRecentKeys] = useState(() => readRecent(user.id))
  const afterClose = useRef<(() => void) | null>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const stopTypeAhead = useRef<(() => void) | null>(null)
  const navigate = useNavigate()
  const router = useRouter()
  const { logout } = useSession()
  const { setColorScheme } = useMantineColorScheme()
  const scheme = useComputedColorScheme('light')
  const pathname = useRouterState({
    select: (state) => state.location.pathname,
  })

  const dialogNow = useRef(dialog)
  useEffect(() => {
    dialogNow.current = dialog
  }, [dialog])
  useEffect(
    () =>
      subscribePaletteRequests((kind) => {
        if (kind !== 'palette') {
          spotlight.close()
          setDialog(kind)
        } else if (store.getState().opened) {
          spotlight.close()
        } else if (dialogNow.current === null || dialogNow.current === 'cheat-sheet') {
          // ⌘K works over the cheat sheet, but never throws away a half-filled form.
          setDialog(null)
          // Each opening starts empty (the view keeps Spotlight from clearing it late, on its exit).
          setQuery('')
          stopTypeAhead.current?.()
          stopTypeAhead.current = keepTypedLetters(
            () => searchRef.current,
            (letter) => setQuery((typed) => typed + letter),
          )
          spotlight.open()
        }
      }),
    [store, spotlight],
  )

  const staff = isStaff(user)
  const taskId = TASK_PAGE.exec(pathname)?.[1]
  const listsWanted = opened && staff
  const tasks = useQuery({ ...taskQueries.list(), enabled: listsWanted })
  const projects = useQuery({
    ...projectQueries.list(),
    enabled: listsWanted || dialog === 'new-task',
  })
  const people = useQuery({
    ...userQueries.choices(),
    enabled: listsWanted || dialog === 'new-task',
  })
  const rooms = useQuery({ ...chatQueries.rooms(), enabled: listsWanted })
  const taskOnPage = useQuery({
    ...taskQueries.detail(Number(taskId)),
    enabled: opened && staff && taskId !== undefined,
  })

  const menu = useMemo(() => menuFor(router.routesById, user), [router, user])
  const index = useMemo(
    () =>
      buildPaletteIndex({
        user,
        menu,
        tasks: tasks.data,
        projects: projects.data,
        people: people.data,
        rooms: rooms.data,
        taskOnPage: taskId !== undefined ? taskOnPage.data : null,
      }),
    [user, menu, tasks.data, projects.data, people.data, rooms.data, taskId, taskOnPage.data],
  )
  const sections = useMemo(() => searchPalette(index, query, recentItems(index, recentKeys)), [index, query, recentKeys])

  const closeDialog = useCallback(() => setDialog(null), [])
  const createTask = useCreateTask({
    mutationConfig: toastsConfig({
      success: M.taskCreated,
      failure: M.taskCreateFailed,
      then: closeDialog,
    }),
  })
  const createProject = useCreateProject({
    mutationConfig: toastsConfig({
      success: M.projectCreated,
      failure: M.projectCreateFailed,
      then: closeDialog,
    }),
  })
  const { mutate: changeStatus } = useChangeTaskStatus({
    mutationConfig: toastsConfig({
      success: M.statusUpdated,
      failure: M.statusFailed,
    }),
  })
  const { mutate: assign } = useAssignTask({
    mutationConfig: toastsConfig({
      success: M.assigned,
      failure: M.assignFailed,
    }),
  })

  const run = useCallback(
    (target: PaletteTarget) => {
      switch (target.kind) {
        case 'screen':
          return void navigate({ to: target.to })
        case 'project':
          return void navigate({
            to: '/projects/$projectId',
            params: { projectId: String(target.id) },
          })
        case 'task':
          return void navigate({
            to: '/tasks/$taskId',
            params: { taskId: String(target.id) },
          })
        case 'room':
          return void navigate({ to: '/chat', search: { room: target.id } })
        case 'person':
          return void (target.opens === 'users'
            ? navigate({ to: '/users', search: { q: target.username } })
            : navigate({ to: '/dashboard', search: { assignee: target.id } }))
        case 'new-task':
        case 'new-project':
          // After the palette has closed and handed focus back, so the dialog keeps it.
          afterClose.current = () => setDialog(target.kind)
          return
        case 'toggle-theme':
          return setColorScheme(scheme === 'dark' ? 'light' : 'dark')
        case 'sign-out':
          return logout()
        case 'assign-to-me':
          return assign({ task: target.task, userId: user.id })
        case 'set-status':
          return changeStatus({ task: target.task, status: target.status })
      }
    },
    [navigate, setColorScheme, scheme, logout, assign, changeStatus, user.id],
  )

  const choose = useCallback(
    (entry: PaletteItem) => {
      if (entry.group !== 'Actions') setRecentKeys(rememberRecent(user.id, entry.key))
      run(entry.target)
    },
    [run, user.id],
  )

  useEffect(() => {
    if (opened) return
    stopTypeAhead.current?.()
    stopTypeAhead.current = null
  }, [opened])
  useEffect(() => () => stopTypeAhead.current?.(), [])

  const onExited = useCallback(() => {
    const next = afterClose.current
    afterClose.current = null
    next?.()
  }, [])

  const rows = useMemo(() => shortcutRows(user, menu), [user, menu])
  const loading = listsWanted && (tasks.isPending || projects.isPending || people.isPending || rooms.isPending)

  return (
    <>
      <PaletteView store={store} query={query} onQueryChange={setQuery} sections={sections} loading={loading} onChoose={choose} onExited={onExited} searchRef={searchRef} />
      <CheatSheet opened={dialog === 'cheat-sheet'} onClose={closeDialog} rows={rows} />
      {staff && (
        <TaskFormDialog
          opened={dialog === 'new-task'}
          onClose={closeDialog}
          projects={projectsForTasks(user, projects.data ?? [])}
          users={people.data ?? []}
          loading={createTask.isPending}
          onSubmit={(values) => createTask.mutate(values)}
        />
      )}
      {staff && (
        <ProjectFormDialog
          opened={dialog === 'new-project'}
          onClose={closeDialog}
          loading={createProject.isPending}
          onSubmit={(values) => createProject.mutate(values)}
        />
      )}
    </>
  )
}
