import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { notifications } from '@mantine/notifications'
import { afterEach, describe, expect, it } from 'vitest'
import { apiPaths } from '@/contract/paths'
import { apiUrl } from '@/lib/config'
import { BULK_BAR_ATTRIBUTE } from '@/domains/tasks/components/task-bulk-bar'
import { renderApp } from '@/test/render'
import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { call } from '../../../mocks/test/api'

afterEach(() => notifications.clean())

const cards = () => screen.queryAllByRole('article')
const idOf = (card: HTMLElement) => Number(card.getAttribute('data-task-id'))
const titleOf = (card: HTMLElement) => card.getAttribute('aria-label')!
const stored = (id: number) => db.tasks.findFirst((q) => q.where({ id }))

async function ready() {
  await waitFor(() => expect(cards().length).toBeGreaterThan(3), { timeout: 15_000 })
}

/** Counts the batch calls the page makes. */
function countBatchCalls() {
  const calls: unknown[] = []
  const path = new URL(apiUrl(apiPaths.tasks.batch()), 'http://localhost').pathname
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === path) calls.push(request)
  }
  server.events.on('request:start', listener)
  return { calls, stop: () => server.events.removeListener('request:start', listener) }
}

const checkbox = (card: HTMLElement) => within(card).getByRole<HTMLInputElement>('checkbox', { name: `Select ${titleOf(card)}` })
const bar = () => screen.getByRole('toolbar', { name: 'Bulk actions' })

describe('/tasks bulk edit (issue 19)', { timeout: 60_000 }, () => {
  it('selects with click, shift-click and x, sets a status in one call, and Undo puts each back', async () => {
    const user = userEvent.setup()
    await renderApp('/tasks?assignee=all', { as: 'manager' })
    await ready()
    const [first, second, third, fourth, fifth] = cards()
    await user.click(checkbox(first!))
    await user.keyboard('{Shift>}')
    await user.click(checkbox(third!))
    await user.keyboard('{/Shift}')
    expect(within(bar()).getByText('3 selected')).toBeInTheDocument()
    // x toggles the task that has focus: off for the third, on for the fifth.
    within(third!).getByRole('link', { name: titleOf(third!) }).focus()
    await user.keyboard('x')
    within(fifth!).getByRole('link', { name: titleOf(fifth!) }).focus()
    await user.keyboard('x')
    const chosen = [first!, second!, fifth!].map(idOf)
    expect(cards().filter((card) => checkbox(card).checked).map(idOf)).toEqual(chosen)
    expect(checkbox(fourth!)).not.toBeChecked()

    const before = new Map(chosen.map((id) => [id, stored(id)!.status]))
    const target = [...before.values()].every((status) => status === 'IN_REVIEW') ? 'TODO' : 'IN_REVIEW'
    const batch = countBatchCalls()
    await user.selectOptions(within(bar()).getByRole('combobox', { name: 'Set status' }), target)
    expect(await screen.findByText('3 tasks updated')).toBeInTheDocument()
    batch.stop()
    expect(batch.calls).toHaveLength(1)
    for (const id of chosen) expect(stored(id)!.status).toBe(target)
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull())

    await user.click(within(screen.getByText('3 tasks updated').parentElement!).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('Change undone')).toBeInTheDocument()
    for (const id of chosen) expect(stored(id)!.status).toBe(before.get(id))
  })

  it('selects all shown, clears with Escape, and offers Assignee only to those who may assign', async () => {
    const user = userEvent.setup()
    await renderApp('/tasks?assignee=all', { as: 'manager' })
    await ready()
    await user.click(checkbox(cards()[0]!))
    expect(within(bar()).getByRole('combobox', { name: 'Set assignee' })).toBeInTheDocument()
    await user.click(within(bar()).getByRole('button', { name: `Select all shown (${cards().length})` }))
    expect(within(bar()).getByText(`${cards().length} selected`)).toBeInTheDocument()
    // While the bar shows, the page keeps focused items clear of it (scroll padding, the bar's CSS).
    expect(document.documentElement).toHaveAttribute(BULK_BAR_ATTRIBUTE)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull()
    expect(document.documentElement).not.toHaveAttribute(BULK_BAR_ATTRIBUTE)
    expect(cards().every((card) => !checkbox(card).checked)).toBe(true)
  })

  it('keeps only the tasks still shown when the search changes', async () => {
    const user = userEvent.setup()
    await renderApp('/tasks?assignee=all', { as: 'manager' })
    await ready()
    const [first] = cards()
    const kept = titleOf(first!)
    // Titles repeat in the seed: the other one is a task the search will hide.
    const other = cards().find((card) => !titleOf(card).toLowerCase().includes(kept.toLowerCase()))!
    await user.click(checkbox(first!))
    await user.click(checkbox(other))
    expect(within(bar()).getByText('2 selected')).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: 'Search' }), kept)
    await waitFor(() => expect(cards().map(idOf)).not.toContain(idOf(other)))
    expect(within(bar()).getByText('1 selected')).toBeInTheDocument()
  })

  it('deletes the selection after a confirm, and Ctrl+Z brings the tasks back with their comments', async () => {
    const user = userEvent.setup()
    await renderApp('/tasks?assignee=all', { as: 'manager' })
    await ready()
    const [first, second] = cards()
    const ids = [first!, second!].map(idOf)
    const comments = db.comments.findMany((q) => q.where((comment) => ids.includes(comment.taskId))).length
    await user.click(checkbox(first!))
    await user.click(checkbox(second!))
    await user.click(within(bar()).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 tasks?' })
    expect(within(dialog).getByText('Are you sure you want to delete these 2 tasks?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('2 tasks deleted')).toBeInTheDocument()
    expect(ids.map(stored)).toEqual([undefined, undefined])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.keyboard('{Control>}z{/Control}')
    expect(await screen.findByText('2 tasks restored')).toBeInTheDocument()
    expect(ids.map((id) => stored(id)?.id)).toEqual(ids)
    expect(db.comments.findMany((q) => q.where((comment) => ids.includes(comment.taskId)))).toHaveLength(comments)
  })

  it('names the tasks someone changed since, and undoes the rest', async () => {
    const user = userEvent.setup()
    await renderApp('/tasks?assignee=all', { as: 'manager' })
    await ready()
    const [first, second] = cards()
    const [a, b] = [first!, second!].map(idOf)
    const before = stored(a)!.priority
    await user.click(checkbox(first!))
    await user.click(checkbox(second!))
    const target = stored(a)!.priority === 1 && stored(b)!.priority === 1 ? 'High' : 'Low'
    await user.selectOptions(within(bar()).getByRole('combobox', { name: 'Set priority' }), target)
    const toast = (await screen.findByText('2 tasks updated')).parentElement!
    await call('PATCH', apiPaths.tasks.status(b!, 'COMPLETED'), { as: 'admin' })
    await user.click(within(toast).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText(`Some tasks changed since; not undone: ${titleOf(second!)}`)).toBeInTheDocument()
    expect(stored(a)!.priority).toBe(before)
    expect(stored(b)!.priority).toBe(target === 'High' ? 3 : 1)
  })

  it('adds Undo to the single delete’s toast', async () => {
    const user = userEvent.setup()
    await renderApp('/tasks?assignee=all', { as: 'manager' })
    await ready()
    const card = cards()[0]!
    const id = idOf(card)
    await user.click(within(card).getByRole('button', { name: 'Delete' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Task' })).getByRole('button', { name: 'Delete' }))
    const toast = (await screen.findByText('Task deleted successfully')).parentElement!
    expect(stored(id)).toBeUndefined()
    await user.click(within(toast).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('Task restored')).toBeInTheDocument()
    expect(stored(id)?.id).toBe(id)
  })

  it('adds Undo to the task page’s delete: the toast outlives the page, and Undo brings the task and its comments back', async () => {
    const user = userEvent.setup()
    const withComments = db.tasks.findMany().find((task) => db.comments.findMany((q) => q.where({ taskId: task.id })).length > 0)!
    const comments = db.comments.findMany((q) => q.where({ taskId: withComments.id })).length
    const { history } = await renderApp(`/tasks/${withComments.id}`, { as: 'manager' })
    await user.click(await screen.findByRole('button', { name: 'Delete Task' }, { timeout: 15_000 }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Task' })).getByRole('button', { name: 'Delete' }))
    const toast = (await screen.findByText('Task deleted successfully')).parentElement!
    await waitFor(() => expect(history.location.pathname).not.toBe(`/tasks/${withComments.id}`))
    expect(stored(withComments.id)).toBeUndefined()
    expect(db.comments.findMany((q) => q.where({ taskId: withComments.id }))).toHaveLength(0)

    await user.click(within(toast).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('Task restored')).toBeInTheDocument()
    expect(stored(withComments.id)?.title).toBe(withComments.title)
    expect(db.comments.findMany((q) => q.where({ taskId: withComments.id }))).toHaveLength(comments)
  })
})

describe('/project-tasks bulk edit (issue 19)', { timeout: 60_000 }, () => {
  it('selects rows and sets their priority in one call', async () => {
    const user = userEvent.setup()
    await renderApp('/project-tasks', { as: 'staff' })
    const boxes = await screen.findAllByRole('checkbox', { name: /^Select / }, { timeout: 15_000 })
    const rows = boxes.slice(0, 3).map((box) => box.closest<HTMLElement>('[data-task-id]')!)
    const ids = rows.map((row) => Number(row.getAttribute('data-task-id')))
    await user.click(boxes[0]!)
    await user.keyboard('{Shift>}')
    await user.click(boxes[2]!)
    await user.keyboard('{/Shift}')
    expect(within(bar()).getByText('3 selected')).toBeInTheDocument()
    expect(within(bar()).queryByRole('button', { name: 'Delete' })).toBeNull()
    await user.selectOptions(within(bar()).getByRole('combobox', { name: 'Set priority' }), 'High')
    expect(await screen.findByText('3 tasks updated')).toBeInTheDocument()
    for (const id of ids) expect(stored(id)!.priority).toBe(3)
  })
})
