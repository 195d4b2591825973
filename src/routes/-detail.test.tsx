import { notifications } from '@mantine/notifications'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { db } from '../../mocks/db'
import { server } from '../../mocks/node'
import { apiUrl } from '@/lib/config'
import { renderApp } from '@/test/render'

afterEach(() => notifications.clean())

describe('detail routes: loader, not found, failed load', { timeout: 30_000 }, () => {
  it('answers a non-numeric task id with Task Not Found, without a toast', async () => {
    const { history } = await renderApp('/tasks/abc', { as: 'manager' })
    expect(await screen.findByRole('heading', { name: 'Task Not Found' }, { timeout: 15_000 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Tasks' })).toHaveAttribute('href', '/tasks')
    expect(screen.queryByText('Failed to load task')).toBeNull()
    expect(history.location.pathname).toBe('/tasks/abc')
  })

  it('answers a non-numeric project id with Project Not Found, inside the shell', async () => {
    await renderApp('/projects/x1', { as: 'manager' })
    expect(await screen.findByRole('heading', { name: 'Project Not Found' }, { timeout: 15_000 })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument()
  })

  it('leads staff back to their own tasks from a missing task opened directly', async () => {
    await renderApp('/tasks/99999', { as: 'staff' })
    expect(await screen.findByRole('heading', { name: 'Task Not Found' }, { timeout: 15_000 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to My Tasks' })).toHaveAttribute('href', '/my-tasks')
  })

  it('leads staff back to their projects page from a project opened directly', async () => {
    const project = db.projects.all()[0]!
    await renderApp(`/projects/${project.id}`, { as: 'staff' })
    expect(await screen.findByRole('link', { name: 'Back to Project Staff Assignments' }, { timeout: 15_000 })).toHaveAttribute('href', '/project-staff')
  })

  it('leads back to the filtered list a task was opened from, filters and all', async () => {
    // Filtered by project and by the task's title, so it is on the list's first page.
    const task = db.tasks.all()[0]!
    const { history } = await renderApp(`/tasks?project=${task.projectId}&q=${encodeURIComponent(task.title)}`, { as: 'manager' })
    const filters = (search: string) => Object.fromEntries(new URLSearchParams(search))
    const listed = { project: String(task.projectId), q: task.title }
    await userEvent.click((await screen.findAllByRole('link', { name: task.title }, { timeout: 15_000 }))[0]!)
    const back = await screen.findByRole('link', { name: 'Back to Tasks' }, { timeout: 15_000 })
    const href = new URL(back.getAttribute('href')!, 'http://localhost')
    expect(href.pathname).toBe('/tasks')
    expect(filters(href.search)).toEqual(listed)
    await userEvent.click(back)
    await waitFor(() => expect(history.location.pathname).toBe('/tasks'))
    expect(filters(history.location.search)).toEqual(listed)
  })

  it('leads back to the dashboard a task was opened from', async () => {
    await renderApp('/dashboard', { as: 'manager' })
    await userEvent.click((await screen.findAllByRole('link', { name: /^View / }, { timeout: 15_000 }))[0]!)
    expect(await screen.findByRole('link', { name: 'Back to Dashboard' }, { timeout: 15_000 })).toHaveAttribute('href', '/dashboard')
  })

  it('sends staff to the dashboard when a project fails to load', async () => {
    server.use(http.get(apiUrl('/staff/projects/:id'), () => HttpResponse.json({ message: 'no' }, { status: 500 })))
    const { history } = await renderApp('/projects/1', { as: 'staff' })
    expect(await screen.findByText('Failed to load project', {}, { timeout: 15_000 })).toBeInTheDocument()
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'))
    expect(history.length).toBe(1)
  })

  it('turns an open task into Task Not Found when it is deleted meanwhile', async () => {
    const task = db.tasks.all()[0]!
    const { queryClient } = await renderApp(`/tasks/${task.id}`, { as: 'admin' })
    expect(await screen.findByRole('heading', { name: task.title }, { timeout: 15_000 })).toBeInTheDocument()
    await db.tasks.delete((q) => q.where({ id: task.id }))
    await queryClient.invalidateQueries({ queryKey: ['tasks'] })
    expect(await screen.findByRole('heading', { name: 'Task Not Found' }, { timeout: 15_000 })).toBeInTheDocument()
  })

  it('turns an open project into Project Not Found when it is deleted meanwhile', async () => {
    const project = db.projects.all()[0]!
    const { queryClient } = await renderApp(`/projects/${project.id}`, { as: 'admin' })
    expect(await screen.findByRole('heading', { name: project.name }, { timeout: 15_000 })).toBeInTheDocument()
    await db.projects.delete((q) => q.where({ id: project.id }))
    await queryClient.invalidateQueries({ queryKey: ['projects'] })
    expect(await screen.findByRole('heading', { name: 'Project Not Found' }, { timeout: 15_000 })).toBeInTheDocument()
  })
})
