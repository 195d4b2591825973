import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Task, TaskStatus } from '@/contract/schemas'
import { MantineProvider } from '@mantine/core'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { stubBoardLayout } from '@/test/board-layout'
import { theme } from '@/theme'
import type { TaskMove } from '../api/task-mutations'
import { TaskBoard } from './task-board'
import { taskFixture } from '@/test/task-fixture'

stubBoardLayout()

let nextId = 1
function task(status: TaskStatus, title: string, extra: Partial<Task> = {}): Task {
  const id = nextId++
  return taskFixture(id, { title, status, dueDate: '2030-01-01', version: 0, position: id, ...extra })
}

const column = (name: string) => screen.getByRole('heading', { name }).closest('section')!

/** The board alone, in a one-route memory router (its cards link to tasks). */
async function renderBoard(tasks: Task[]) {
  const onMove = vi.fn<(move: TaskMove) => void>()
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <TaskBoard tasks={tasks} onMove={onMove} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  )
  await screen.findByRole('heading', { name: 'Completed' })
  return onMove
}

describe('TaskBoard', () => {
  it('shows a column per status with its count, and cards with priority, assignee and due date', async () => {
    await renderBoard([
      task('TODO', 'Write brief', { priority: 3, assignee: { firstName: 'Ada', lastName: 'Lovelace' }, assigneeId: 9 }),
      task('TODO', 'Old one', { dueDate: '2020-01-01' }),
      task('IN_REVIEW', 'Check copy'),
    ])
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['To Do', 'In Progress', 'In Review', 'Completed'])
    expect(within(column('To Do')).getByText('2')).toBeInTheDocument()
    expect(within(column('In Progress')).getByText('No tasks')).toBeInTheDocument()
    const first = within(column('To Do')).getAllByRole('listitem')[0]!
    expect(within(first).getByRole('link', { name: 'Write brief' })).toHaveAttribute('href', expect.stringMatching(/\/tasks\/\d+$/))
    expect(within(first).getByLabelText('Priority: High')).toBeInTheDocument()
    expect(within(first).getByText('Ada Lovelace')).toBeInTheDocument()
    expect(within(column('To Do')).getByText(/Due .*2020 \(overdue\)/)).toHaveAttribute('data-overdue', 'true')
    expect(within(column('In Review')).getByText('Unassigned')).toBeInTheDocument()
  })

  it('orders each column by position', async () => {
    await renderBoard([task('TODO', 'Second', { position: 5 }), task('TODO', 'First', { position: 1.5 }), task('TODO', 'Third', { position: 9 })])
    expect(within(column('To Do')).getAllByRole('link').map((link) => link.textContent)).toEqual(['First', 'Second', 'Third'])
  })

  it('moves a card by keyboard to another column, announcing the task and its place', async () => {
    const tasks = [task('TODO', 'Write brief'), task('TODO', 'Plan launch'), task('IN_PROGRESS', 'Build page'), task('IN_PROGRESS', 'Fix footer')]
    const onMove = await renderBoard(tasks)
    const handle = screen.getByRole('button', { name: 'Move Write brief' })
    expect(handle).toHaveAccessibleDescription(/press Space or Enter/)
    handle.focus()
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' })
    expect(await screen.findByText('Picked up task Write brief. It is in To Do, position 1 of 2.')).toBeInTheDocument()
    fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' })
    expect(await screen.findByText(/^Task Write brief moved to In Progress, position \d of 3\.$/)).toBeInTheDocument()
    fireEvent.keyDown(document, { code: 'Space', key: ' ' })
    await waitFor(() => expect(onMove).toHaveBeenCalledTimes(1))
    const move = onMove.mock.calls[0]![0]
    expect(move).toMatchObject({ task: { title: 'Write brief' }, status: 'IN_PROGRESS' })
    expect(await screen.findByText(/^Task Write brief dropped in In Progress, position \d of 3\.$/)).toBeInTheDocument()
    // Shown in its new column at once, before the caller's tasks change.
    expect(within(column('In Progress')).getByRole('link', { name: 'Write brief' })).toBeInTheDocument()
    expect(within(column('To Do')).getAllByRole('link').map((link) => link.textContent)).toEqual(['Plan launch'])
    // The keyboard stays with the card: its move button, in its new column, has focus again.
    await waitFor(() => expect(within(column('In Progress')).getByRole('button', { name: 'Move Write brief' })).toHaveFocus())
  })

  it('reorders by keyboard within a column and can cancel with Escape', async () => {
    const onMove = await renderBoard([task('TODO', 'One'), task('TODO', 'Two'), task('TODO', 'Three')])
    const handle = screen.getByRole('button', { name: 'Move One' })
    handle.focus()
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' })
    await screen.findByText('Picked up task One. It is in To Do, position 1 of 3.')
    fireEvent.keyDown(document, { code: 'Escape', key: 'Escape' })
    expect(await screen.findByText('Moving cancelled. Task One stays in To Do, position 1 of 3.')).toBeInTheDocument()
    expect(onMove).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move One' })).toHaveFocus())
    // dnd-kit lets go of the cancelled drag before the card is picked up again.
    await new Promise((resolve) => setTimeout(resolve, 300))

    handle.focus()
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' })
    await screen.findByText('Picked up task One. It is in To Do, position 1 of 3.')
    fireEvent.keyDown(document, { code: 'ArrowDown', key: 'ArrowDown' })
    expect(await screen.findByText('Task One moved to To Do, position 2 of 3.')).toBeInTheDocument()
    fireEvent.keyDown(document, { code: 'Space', key: ' ' })
    await waitFor(() => expect(onMove).toHaveBeenCalledTimes(1))
    const [{ task: moved, status, beforeId }] = onMove.mock.calls[0]!
    expect(moved.title).toBe('One')
    expect(status).toBe('TODO')
    expect(beforeId).toBe(Number(screen.getByRole('link', { name: 'Three' }).getAttribute('href')!.split('/').pop()))
    expect(within(column('To Do')).getAllByRole('link').map((link) => link.textContent)).toEqual(['Two', 'One', 'Three'])
  })
})
