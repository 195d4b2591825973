import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiPaths } from '@/contract/paths'
import { type Comment, commentSchema, RESTORE_TOKEN_HEADER, type Task, taskSchema } from '@/contract/schemas'
import { db, type Snapshot } from '../db'
import { holdingSaves, SAVE_DELAY_MS, startPersistence, STORE_KEY } from '../persist'
import { requireTaskEdit } from '../access'
import { onServerEvent } from '../services/events'
import { call, callWithHeaders, userId } from '../test/api'
import { memoryStorage } from '../test/memory-storage'

const batch = (body: unknown, as = 'manager') => callWithHeaders<Task[]>('POST', apiPaths.tasks.batch(), { as, body })

const plain = <T extends object>(record: T) => JSON.parse(JSON.stringify(record)) as T
const storedTasks = () => plain(db.tasks.all())

/** Tasks the user may edit, and one they may not. */
function tasksFor(username: string) {
  const caller = db.users.findFirst((q) => q.where({ username }), { strict: true })
  const editable: number[] = []
  let outside = 0
  for (const task of db.tasks.all()) {
    try {
      requireTaskEdit(caller, task)
      editable.push(task.id)
    } catch {
      outside ||= task.id
    }
  }
  return { editable, outside }
}

let stopPersistence: (() => void) | null = null
afterEach(() => {
  stopPersistence?.()
  stopPersistence = null
  vi.restoreAllMocks()
})

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('POST /staff/tasks/batch (ours, issue 19)', () => {
  it('puts delayed saves off while a batch runs, however long it takes', async () => {
    const storage = memoryStorage()
    const setItem = vi.spyOn(storage, 'setItem')
    stopPersistence = startPersistence(storage)
    await holdingSaves(async () => {
      await db.projects.update((q) => q.where({ id: 1 }), { strict: true, data: (draft) => void (draft.name = 'Held') })
      await pause(SAVE_DELAY_MS * 4)
      expect(setItem).not.toHaveBeenCalled()
    })
    await pause(SAVE_DELAY_MS * 4)
    expect(setItem).toHaveBeenCalledTimes(1)
  })

  it('changes every task in one store write, each with its activity, version, live event and notification', async () => {
    const ids = db.tasks.all().filter((task) => task.assigneeId !== userId('staff')).slice(0, 150).map((task) => task.id)
    const before = new Map(db.tasks.all().map((task) => [task.id, task]))
    // The seed may already have told staff of other tasks (it depends on the day): only the batch's count.
    const earlier = new Set(db.notifications.all().map((notification) => notification.id))
    const storage = memoryStorage()
    const setItem = vi.spyOn(storage, 'setItem')
    stopPersistence = startPersistence(storage)
    const events: unknown[] = []
    const stop = onServerEvent((event) => events.push(event))
    const { status, body } = await batch({ ids, change: { assigneeId: userId('staff'), priority: 3 } })
    stop()
    expect(status).toBe(200)
    // One write holds the whole batch; no save ever held part of it.
    const changedInSaves = setItem.mock.calls
      .filter(([key]) => key === STORE_KEY)
      .map(([, value]) => (JSON.parse(value) as { data: Snapshot }).data.tasks.filter((task) => ids.includes(task.id) && task.assigneeId === userId('staff')).length)
    expect(changedInSaves.filter((count) => count > 0)).toEqual([ids.length])
    const tasks = body.map((task) => taskSchema.parse(task))
    expect(tasks.map((task) => task.id)).toEqual(ids)
    for (const task of tasks) {
      expect(task).toMatchObject({ assigneeId: userId('staff'), priority: 3, version: (before.get(task.id)!.version ?? 0) + 1 })
      expect(db.tasks.findFirst((q) => q.where({ id: task.id }))?.activity?.at(-1)).toMatchObject({ kind: expect.stringMatching(/assignee|priority/), actorId: userId('manager') })
    }
    expect(events.filter((event) => (event as { kind: string }).kind === 'task-changed')).toHaveLength(ids.length)
    const assigned = db.notifications.findMany((q) => q.where((notification) => !earlier.has(notification.id) && notification.userId === userId('staff') && notification.type === 'TASK_ASSIGNED'))
    expect(assigned.map((notification) => notification.taskId).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([...ids].sort((a, b) => a - b))
  })

  it('changes nothing when the caller may not edit one of the tasks, one is unknown or a value is invalid', async () => {
    const { editable, outside } = tasksFor('staff')
    expect(outside).toBeGreaterThan(0)
    const mine = editable.slice(0, 3)
    const stored = storedTasks()
    expect((await batch({ ids: [...mine, outside], change: { status: 'COMPLETED' } }, 'staff')).status).toBe(403)
    expect((await batch({ ids: [...mine, 987654], change: { status: 'COMPLETED' } }, 'staff')).status).toBe(404)
    expect((await batch({ ids: mine, change: { status: 'DONE' } }, 'staff')).status).toBe(400)
    expect((await batch({ ids: mine, change: { assigneeId: 987654 } }, 'staff')).status).toBe(400)
    const started = db.tasks.findFirst((q) => q.where((task) => task.startDate !== null && mine.includes(task.id)))
    if (started) expect((await batch({ ids: mine, change: { dueDate: '2000-01-01' } }, 'staff')).status).toBe(400)
    expect((await batch({ ids: [mine[0], mine[0]], change: { priority: 1 } }, 'staff')).status).toBe(400)
    expect((await batch({ ids: mine, delete: true }, 'staff')).status).toBe(403)
    expect(storedTasks()).toEqual(stored)
  })

  it('puts each task’s own values back, refusing when one of them changed since', async () => {
    const ids = db.tasks.all().slice(0, 3).map((task) => task.id)
    const before = db.tasks.all().slice(0, 3)
    const changed = (await batch({ ids, change: { status: 'IN_REVIEW', dueDate: null } })).body
    const items = before.map((task, index) => ({ id: task.id, version: changed[index]!.version, status: task.status, dueDate: task.dueDate }))
    await call('PATCH', apiPaths.tasks.status(ids[1]!, 'TODO'), { as: 'manager' })
    const refused = await batch({ items })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ code: 'EDIT_CONFLICT', current: [expect.objectContaining({ id: ids[1] })] })
    expect(db.tasks.findFirst((q) => q.where({ id: ids[0]! }))?.status).toBe('IN_REVIEW')
    const rest = items.filter((item) => item.id !== ids[1])
    const undone = await batch({ items: rest })
    expect(undone.status).toBe(200)
    for (const task of [before[0]!, before[2]!]) expect(db.tasks.findFirst((q) => q.where({ id: task.id }))).toMatchObject({ status: task.status, dueDate: task.dueDate })
  })

  it('deletes with a restore token that puts the tasks back exactly, for the one who deleted, once', async () => {
    const withComments = [...new Set(db.comments.all().map((comment) => comment.taskId))].slice(0, 2)
    const tasks = plain(db.tasks.findMany((q) => q.where((task) => withComments.includes(task.id))))
    const comments = plain(db.comments.findMany((q) => q.where((comment) => withComments.includes(comment.taskId))))
    const deleted = await batch({ ids: withComments, delete: true })
    expect(deleted.status).toBe(200)
    const token = deleted.headers.get(RESTORE_TOKEN_HEADER) ?? ''
    expect(token).not.toBe('')
    expect(db.tasks.findMany((q) => q.where((task) => withComments.includes(task.id)))).toEqual([])
    expect((await batch({ restore: token }, 'admin')).status).toBe(403)
    expect((await batch({ restore: token })).status).toBe(200)
    expect(plain(db.tasks.findMany((q) => q.where((task) => withComments.includes(task.id))))).toEqual(tasks)
    expect(plain(db.comments.findMany((q) => q.where((comment) => withComments.includes(comment.taskId))))).toEqual(comments)
    expect((await batch({ restore: token })).status).toBe(404)
  })

  it('gives a single task delete and a comment delete their own restore tokens', async () => {
    const taskId = db.tasks.all()[0]!.id
    const single = await callWithHeaders('DELETE', apiPaths.tasks.detail(taskId), { as: 'manager' })
    expect(single.body).toEqual({ ok: true })
    expect((await batch({ restore: single.headers.get(RESTORE_TOKEN_HEADER) })).body.map((task) => task.id)).toEqual([taskId])

    const author = db.users.findFirst((q) => q.where({ username: 'staff' }), { strict: true })
    const comment = db.comments.findFirst((q) => q.where({ authorId: author.id }))
    if (!comment) return
    const view = commentSchema.parse((await call<Comment[]>('GET', apiPaths.comments.ofTask(comment.taskId), { as: 'staff' })).body.find((each) => each.id === comment.id))
    const removed = await callWithHeaders('DELETE', apiPaths.comments.detail(comment.id), { as: 'staff' })
    const token = removed.headers.get(RESTORE_TOKEN_HEADER)
    expect((await call('POST', apiPaths.comments.restore(), { as: 'manager', body: { token } })).status).toBe(403)
    const restored = await call('POST', apiPaths.comments.restore(), { as: 'staff', body: { token } })
    expect(restored).toEqual({ status: 200, body: view })
  })
})
