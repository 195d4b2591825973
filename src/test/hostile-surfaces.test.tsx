import { screen, waitFor } from '@testing-library/react'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db, nextId } from '../../mocks/db'
import { hostileStoredValue } from '@/components/rich-text/hostile-arbitraries'
import { expectInert } from '@/components/rich-text/hostile-dom'
import { renderApp } from './render'

/**
 * Every screen kind that shows stored rich text, with hostile values in the store: no error page,
 * no React error (update depth, keys), nothing that could run script. Values come from the
 * property-based tests' generator with a fixed seed, plus the classic payloads.
 */
const CLASSICS = [
  JSON.stringify({ ops: [{ insert: 'x', attributes: { link: 'https://demo.example@evil.example/' } }, { insert: { image: 'javascript:alert(1)' } }, { insert: '\n', attributes: { list: 'bullet', indent: 99 } }] }),
  JSON.stringify({ ops: [{ insert: '\u202e\u200b' }, { insert: '\n', attributes: { list: 'ordered', indent: 8 } }, { insert: 'a' }, { insert: '\n', attributes: { list: 'bullet' } }, { insert: { video: 'x' } }, { insert: 5 }] }),
  '<img src=x onerror=alert(1)><script>alert(1)</script>',
  '{"ops":{"length":1e9}}',
]
const HOSTILE = [...CLASSICS, ...fc.sample(hostileStoredValue, { seed: 1616, numRuns: 12 })]

let errors: string[] = []
beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')))
})
afterEach(() => vi.restoreAllMocks())

async function expectSafeScreen(ready: () => void) {
  await waitFor(ready, { timeout: 15_000 })
  // Let effects and any follow-up renders settle before judging.
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(screen.queryByText('Unexpected Application Error!')).toBeNull()
  const views = document.querySelectorAll('[data-rich-text]')
  expect(views.length).toBeGreaterThan(0)
  for (const view of views) expectInert(view)
  expect(errors.filter((error) => !error.includes('Could not load'))).toEqual([])
}

async function hostileTasks() {
  const tasks = db.tasks.all().slice(0, HOSTILE.length)
  for (const [index, task] of tasks.entries()) {
    await db.tasks.update((q) => q.where({ id: task.id }), { strict: true, data: (draft) => void (draft.description = HOSTILE[index]) })
  }
  return tasks
}

describe('hostile rich text on every surface', { timeout: 60_000 }, () => {
  it('/projects cards', async () => {
    for (const [index, project] of db.projects.all().entries()) {
      await db.projects.update((q) => q.where({ id: project.id }), { strict: true, data: (draft) => void (draft.description = HOSTILE[index % HOSTILE.length]) })
    }
    await renderApp('/projects', { as: 'manager' })
    await expectSafeScreen(() => expect(screen.getAllByRole('article')).toHaveLength(db.projects.all().length))
  })

  it('/projects/:id detail', async () => {
    const project = db.projects.all()[0]
    await db.projects.update((q) => q.where({ id: project.id }), { strict: true, data: (draft) => void (draft.description = CLASSICS[0]) })
    await renderApp(`/projects/${project.id}`, { as: 'manager' })
    await expectSafeScreen(() => expect(screen.getByRole('heading', { name: project.name })).toBeInTheDocument())
    expect(screen.getByText('(evil.example)')).toBeInTheDocument()
  })

  it('/tasks cards and the dashboard', async () => {
    await hostileTasks()
    const tasks = await renderApp('/tasks', { as: 'admin' })
    await expectSafeScreen(() => expect(screen.getByRole('heading', { name: 'Tasks' })).toBeInTheDocument())
    tasks.unmount()
    await renderApp('/dashboard', { as: 'admin' })
    await expectSafeScreen(() => expect(document.querySelector('[data-rich-text]')).not.toBeNull())
  })

  it('/tasks/:id description and comments', async () => {
    const [task] = await hostileTasks()
    const author = db.users.all()[0]
    for (const text of HOSTILE) {
      await db.comments.create({ id: nextId('comments'), taskId: task.id, authorId: author.id, commenter: 'Mallory', text, createdAt: new Date().toISOString(), updatedAt: null })
    }
    await renderApp(`/tasks/${task.id}`, { as: 'admin' })
    await expectSafeScreen(() => expect(screen.getAllByText('Mallory').length).toBeGreaterThan(0))
  })
})
