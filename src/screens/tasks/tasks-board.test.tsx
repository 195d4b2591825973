import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { notifications } from '@mantine/notifications'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { apiUrl } from '@/lib/config'
import { stubBoardLayout } from '@/test/board-layout'
import { renderApp } from '@/test/render'

stubBoardLayout()
afterEach(() => notifications.clean())

const column = (name: string) => screen.getByRole('heading', { name }).closest('section')!
const titles = (name: string) => within(column(name)).queryAllByRole('link').map((link) => link.textContent)
const idOf = (link: HTMLElement) => Number(link.getAttribute('href')!.split('/').pop())

/** Picks up the first card of To Do by keyboard and drops it one column to the right. */
async function moveFirstToDoRight() {
  const link = within(column('To Do')).getAllByRole('link')[0]!
  const title = link.textContent!
  const handle = within(link.closest<HTMLElement>('[data-task-id]')!).getByRole('button', { name: `Move ${title}` })
  handle.focus()
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' })
  await screen.findByText(new RegExp(`^Picked up task ${title}\\.`))
  fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' })
  await screen.findByText(new RegExp(`^Task ${title} moved to In Progress`))
  fireEvent.keyDown(document, { code: 'Space', key: ' ' })
  return { id: idOf(link), title }
}

describe('the board on /tasks and on a project', { timeout: 60_000 }, () => {
  it('offers List and Board on /tasks, in the URL, and shows the filtered tasks by status', async () => {
    const { history } = await renderApp('/tasks?project=1', { as: 'manager' })
    await userEvent.setup().click(await screen.findByRole('radio', { name: 'Board' }, { timeout: 15_000 }))
    await waitFor(() => expect(history.location.search).toContain('view=board'))
    await screen.findByRole('heading', { name: 'In Review' })
    const todo = db.tasks.all().filter((task) => task.projectId === 1 && task.status === 'TODO').length
    expect(within(column('To Do')).getByText(String(todo))).toBeInTheDocument()
  })

  it('moves a card to another column by keyboard: saved, with the spec’s status toast', async () => {
    await renderApp('/projects/1?view=board', { as: 'manager' })
    await screen.findByRole('heading', { name: 'In Review' }, { timeout: 15_000 })
    await waitFor(() => expect(titles('To Do').length).toBeGreaterThan(0))
    const { id } = await moveFirstToDoRight()
    expect(await screen.findByText('Task status updated successfully')).toBeInTheDocument()
    expect(db.tasks.findFirst((q) => q.where({ id }))?.status).toBe('IN_PROGRESS')
    expect(within(column('In Progress')).getAllByRole('link').map(idOf)).toContain(id)
  })

  it('rolls a failed move back with the spec’s failure toast', async () => {
    server.use(http.put(apiUrl('/staff/tasks/:id/position'), () => HttpResponse.json({ message: 'no' }, { status: 500 })))
    await renderApp('/tasks?view=board&project=1', { as: 'manager' })
    await screen.findByRole('heading', { name: 'In Review' }, { timeout: 15_000 })
    await waitFor(() => expect(titles('To Do').length).toBeGreaterThan(0))
    const { id } = await moveFirstToDoRight()
    expect(await screen.findByText('Failed to update task status')).toBeInTheDocument()
    const ids = (name: string) => within(column(name)).queryAllByRole('link').map(idOf)
    await waitFor(() => expect(ids('To Do')[0]).toBe(id))
    expect(ids('In Progress')).not.toContain(id)
    expect(db.tasks.findFirst((q) => q.where({ id }))?.status).toBe('TODO')
  })
})
