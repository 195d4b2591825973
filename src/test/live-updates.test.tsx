import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { apiPaths } from '@/contract/paths'
import { apiUrl } from '@/lib/config'
import { LIVE_CHANGED_CLASS, LIVE_HIGHLIGHT_MS, resetLiveChanges } from '@/lib/live-highlight'
import { type LiveBackend, startLiveBackend } from '@/test/live-backend'
import { findFormDialog, renderApp } from '@/test/render'
import { db } from '../../mocks/db'
import { server } from '../../mocks/node'
import { addComment } from '../../mocks/services/comments'
import { updateProject } from '../../mocks/services/projects'
import { createTask, setTaskStatus, updateTask } from '../../mocks/services/tasks'

/**
 * A live change shows without a refetch (each test checks the GETs). How fast is the bench's figure
 * (`live`, ≤ 300 ms from the write to the paint): a wall-clock bound here would only measure how
 * busy the CI machine is.
 */
const LIVE = { timeout: 5000 }

let live: LiveBackend | null = null
let gets: string[] = []
const countGets = ({ request }: { request: Request }) => {
  if (request.method === 'GET') gets.push(new URL(request.url).pathname)
}

beforeEach(() => {
  gets = []
  server.events.on('request:start', countGets)
})
afterEach(() => {
  server.events.removeListener('request:start', countGets)
  live?.stop()
  live = null
  resetLiveChanges()
})

const manager = () => db.users.findFirst((q) => q.where({ username: 'manager' }), { strict: true })
const getsOf = (path: string) => gets.filter((pathname) => pathname === new URL(apiUrl(path), location.href).pathname).length

/** Signed in as staff at `path`, with the realtime connection subscribed. */
async function openLive(path: string, ready: () => Promise<unknown>) {
  live = startLiveBackend()
  await renderApp(path, { as: 'staff' })
  await ready()
  await waitFor(() => expect(live!.broker.connectionCount()).toBe(1))
  // Let SUBSCRIBE reach the broker (mock-socket delivers on a timer).
  await new Promise((resolve) => setTimeout(resolve, 50))
}

function staffTask() {
  const staffId = db.users.findFirst((q) => q.where({ username: 'staff' }), { strict: true }).id
  const task = db.tasks.findMany((q) => q.where({ assigneeId: staffId, status: 'TODO' })).at(-1)
  if (!task) throw new Error('Staff has no open task in the seed')
  return task
}

describe('live task data', () => {
  it("shows a teammate's status change on the dashboard: the card and the counters, highlighted, without refetching the list", async () => {
    await openLive('/dashboard', () => waitFor(() => expect(screen.queryAllByRole('article').length).toBeGreaterThan(0), { timeout: 15_000 }))
    const card = screen.getAllByRole('article').find((article) => within(article).queryByText('To Do'))!
    const id = Number(within(card).getAllByRole('link')[0]!.getAttribute('href')!.split('/').at(-1))
    const task = db.tasks.findFirst((q) => q.where({ id }), { strict: true })
    expect(task.status).toBe('TODO')
    const counter = (label: string) => Number(screen.getByTestId(`counter-${label}`).textContent)
    const [todo, inProgress] = [counter('To Do'), counter('In Progress')]
    const listGets = getsOf(apiPaths.tasks.list())
    expect(listGets).toBeGreaterThan(0)

    await act(() => setTaskStatus(id, 'IN_PROGRESS', manager()))
    await waitFor(() => expect(within(screen.getByRole('article', { name: task.title })).getByText('In Progress')).toBeInTheDocument(), LIVE)
    expect(screen.getByRole('article', { name: task.title })).toHaveClass(LIVE_CHANGED_CLASS)
    expect(counter('To Do')).toBe(todo - 1)
    expect(counter('In Progress')).toBe(inProgress + 1)
    expect(getsOf(apiPaths.tasks.list())).toBe(listGets)
  })

  it("shows a teammate's change and new comment on /tasks/:id, highlighted, without refetching", async () => {
    const task = staffTask()
    await openLive(`/tasks/${task.id}`, () => screen.findByRole('heading', { level: 1, name: task.title }))
    await screen.findByRole('heading', { name: 'Comments' })
    const before = [...gets]

    await act(() => setTaskStatus(task.id, 'IN_REVIEW', manager()))
    const heading = screen.getByRole('heading', { level: 1, name: task.title })
    await waitFor(() => expect(heading.closest(`.${LIVE_CHANGED_CLASS}`)).not.toBeNull(), LIVE)
    expect(within(heading.closest(`.${LIVE_CHANGED_CLASS}`) as HTMLElement).getByText('In Review')).toBeInTheDocument()

    await act(() => addComment(task.id, JSON.stringify({ ops: [{ insert: 'Reviewing it now\n' }] }), manager()))
    const comments = screen.getByRole('region', { name: 'Comments' })
    const comment = await within(comments).findByText('Reviewing it now', {}, LIVE)
    expect(comment.closest('article')).toHaveClass(LIVE_CHANGED_CLASS)
    // The task and its comments come with the pushes; only the activity list (never pushed) is read again.
    const notActivity = (path: string) => !path.endsWith('/activity')
    expect(gets.filter(notActivity)).toEqual(before.filter(notActivity))
  })

  it("lights up a teammate's change in the activity when the history arrives, however long it took", async () => {
    const task = staffTask()
    await openLive(`/tasks/${task.id}`, () => screen.findByRole('heading', { level: 1, name: task.title }))
    const history = () => within(screen.getByRole('region', { name: 'Activity' })).getByRole('list', { name: 'Task activity' })
    await waitFor(() => expect(within(history()).getAllByRole('listitem').length).toBeGreaterThan(0), LIVE)
    const before = within(history()).getAllByRole('listitem').length
    // The history is read again after the push, and answers only once the task's own highlight is over.
    server.use(
      http.get(apiUrl(apiPaths.tasks.activity(task.id)), async () => {
        await delay(LIVE_HIGHLIGHT_MS + 300)
      }),
    )

    await act(() => setTaskStatus(task.id, 'IN_REVIEW', manager()))
    await waitFor(() => expect(within(history()).getAllByRole('listitem')).toHaveLength(before + 1), { timeout: LIVE_HIGHLIGHT_MS + 5000 })
    const newest = within(history()).getAllByRole('listitem')[0]!
    expect(newest).toHaveTextContent(/changed the status from To Do to In Review/)
    expect(newest).toHaveClass(LIVE_CHANGED_CLASS)

    // The user's own change, in its turn, lights nothing up.
    server.resetHandlers()
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Mark as completed' }))
    await waitFor(() => expect(within(history()).getAllByRole('listitem')).toHaveLength(before + 2), LIVE)
    const own = within(history()).getAllByRole('listitem')[0]!
    expect(own).toHaveTextContent(/changed the status from In Review to Completed/)
    expect(own).not.toHaveClass(LIVE_CHANGED_CLASS)
  })

  it('tells an open edit dialog that the task changed, keeping what the user typed', async () => {
    const task = staffTask()
    await openLive(`/tasks/${task.id}`, () => screen.findByRole('heading', { level: 1, name: task.title }))
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Edit Task' }))
    const dialog = await findFormDialog('Edit Task')
    const title = within(dialog).getByRole('textbox', { name: 'Title' })
    await user.clear(title)
    await user.type(title, 'My own draft')

    await act(() => updateTask(task.id, { title: 'Renamed elsewhere' }, manager()))
    expect(await within(dialog).findByText('This task was just changed by someone else. Saving will ask before overwriting.', {}, LIVE)).toBeInTheDocument()
    expect(title).toHaveValue('My own draft')
    expect(screen.getByRole('heading', { level: 1, name: 'Renamed elsewhere' })).toBeInTheDocument()
  })

  it("shows a teammate's new task and project edit on the project page, highlighted, without refetching", async () => {
    const staffId = db.users.findFirst((q) => q.where({ username: 'staff' }), { strict: true }).id
    const project = db.projects.findFirst((q) => q.where((candidate) => candidate.memberIds.includes(staffId)), { strict: true })
    await openLive(`/projects/${project.id}`, () => screen.findByRole('heading', { level: 1, name: project.name }))
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading tasks' })).toBeNull())
    const before = [...gets]

    await act(async () => {
      await createTask(project.id, { title: 'Arrived live' }, manager())
    })
    const row = await screen.findByText('Arrived live', {}, LIVE)
    expect(row.closest('li')).toHaveClass(LIVE_CHANGED_CLASS)

    await act(async () => {
      await updateProject(project.id, { name: 'Renamed live' }, manager())
    })
    const heading = await screen.findByRole('heading', { level: 1, name: 'Renamed live' }, LIVE)
    expect(heading.closest(`.${LIVE_CHANGED_CLASS}`)).not.toBeNull()
    expect(gets).toEqual(before)
  })
})
