import { describe, expect, it } from 'vitest'
import { apiPaths } from '@/contract/paths'
import { type Task, type TaskStatus, taskSchema } from '@/contract/schemas'
import { db } from '../db'
import { onServerEvent } from '../services/events'
import { positionOf } from '../views'
import { call } from '../test/api'

/** A status's column as the board shows it: position, then id. */
function column(status: TaskStatus, projectId: number): number[] {
  return db.tasks
    .all()
    .filter((task) => task.status === status && task.projectId === projectId)
    .sort((a, b) => positionOf(a) - positionOf(b) || a.id - b.id)
    .map((task) => task.id)
}

function move(id: number, body: unknown, as = 'staff', headers: Record<string, string> = {}) {
  return call<Task>('PUT', apiPaths.tasks.position(id), { as, body, headers })
}

const aProject = () => db.tasks.all()[0]!.projectId

describe('PUT /staff/tasks/{id}/position (ours, issue 18)', () => {
  it('moves a task into another column before a given task, with the status call’s effects, and publishes it', async () => {
    const projectId = aProject()
    const [first, second] = column('IN_REVIEW', projectId)
    const [moving] = column('TODO', projectId)
    const events: unknown[] = []
    const stop = onServerEvent((event) => events.push(event))
    const { status, body } = await move(moving!, { status: 'IN_REVIEW', beforeId: second })
    stop()
    expect(status).toBe(200)
    const task = taskSchema.parse(body)
    expect(task.status).toBe('IN_REVIEW')
    expect(column('IN_REVIEW', projectId).slice(0, 3)).toEqual([first, moving, second])
    expect(column('TODO', projectId)).not.toContain(moving)
    expect(events).toContainEqual(expect.objectContaining({ kind: 'task-changed', event: expect.objectContaining({ kind: 'updated', taskId: moving, task: expect.objectContaining({ status: 'IN_REVIEW' }) }) }))

    const done = taskSchema.parse((await move(moving!, { status: 'COMPLETED' })).body)
    expect(done.completedAt).not.toBeNull()
    expect(column('COMPLETED', projectId).at(-1)).toBe(moving)
  })

  it('reorders within a column, to the top and to the end, adding 1 to the version each time', async () => {
    const projectId = aProject()
    const ids = column('TODO', projectId)
    const last = ids.at(-1)!
    const start = taskSchema.parse((await call('GET', apiPaths.tasks.detail(last), { as: 'staff' })).body).version ?? 0
    await move(last, { status: 'TODO', beforeId: ids[0] })
    expect(column('TODO', projectId)).toEqual([last, ...ids.slice(0, -1)])
    const back = taskSchema.parse((await move(last, { status: 'TODO', beforeId: null })).body)
    expect(column('TODO', projectId)).toEqual(ids)
    expect(back.version).toBe(start + 2)
  })

  it('keeps the order when repeated moves leave no room between two neighbours', async () => {
    const projectId = aProject()
    const ids = column('IN_PROGRESS', projectId)
    const [a, b, c, d] = ids
    // c and d take turns going between a and b: each move halves the gap, 60 times over.
    for (let round = 0; round < 60; round += 1) {
      const mover = round % 2 === 0 ? c! : d!
      const next = column('IN_PROGRESS', projectId)
      const after = next[next.indexOf(a!) + 1]!
      expect((await move(mover, { status: 'IN_PROGRESS', beforeId: after })).status).toBe(200)
    }
    expect(column('IN_PROGRESS', projectId)).toEqual([a, d, c, b, ...ids.slice(4)])
    const positions = db.tasks.all().filter((task) => task.status === 'IN_PROGRESS').map(positionOf)
    expect(new Set(positions).size).toBe(positions.length)
  })

  it('puts new tasks last in every column', async () => {
    const projectId = aProject()
    const { body } = await call<Task>('POST', apiPaths.projects.tasks(projectId), { as: 'manager', body: { title: 'Newest', status: 'IN_REVIEW' } })
    expect(column('IN_REVIEW', projectId).at(-1)).toBe(body.id)
  })

  it('refuses bad moves without writing, and checks If-Match', async () => {
    const projectId = aProject()
    const [id, other] = column('TODO', projectId)
    const [inReview] = column('IN_REVIEW', projectId)
    const before = { ...db.tasks.findFirst((q) => q.where({ id: id! }))! }
    expect((await move(id!, { status: 'DONE' })).status).toBe(400)
    expect((await move(id!, {})).status).toBe(400)
    expect((await move(id!, { status: 'TODO', beforeId: id })).status).toBe(400)
    expect((await move(id!, { status: 'TODO', beforeId: inReview })).status).toBe(400)
    expect((await move(id!, { status: 'TODO', beforeId: 999_999 })).status).toBe(400)
    expect((await move(999_999, { status: 'TODO' })).status).toBe(404)
    expect((await move(id!, { status: 'TODO' }, 'nobody')).status).toBe(401)
    expect((await move(id!, { status: 'TODO' }, 'victor.almeida')).status).toBe(403)
    const stale = await move(id!, { status: 'IN_PROGRESS', beforeId: null }, 'staff', { 'If-Match': `"${(before.version ?? 0) + 5}"` })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ code: 'EDIT_CONFLICT' })
    expect(db.tasks.findFirst((q) => q.where({ id: id! }))).toEqual(before)
    const fresh = await move(id!, { status: 'TODO', beforeId: other }, 'staff', { 'If-Match': `"${before.version ?? 0}"` })
    expect(fresh.status).toBe(200)
  })
})
