import { describe, expect, it } from 'vitest'
import { PAGING } from '@/contract/paging'
import { apiPaths } from '@/contract/paths'
import { apiUrl } from '@/lib/config'
import { db } from '../db'
import { tokenFor } from '../test/api'

async function get(path: string, as = 'admin') {
  const response = await fetch(apiUrl(path), { headers: { Authorization: `Bearer ${await tokenFor(as)}` } })
  return { status: response.status, total: response.headers.get(PAGING.totalHeader), body: (await response.json()) as { id: number }[] }
}

describe('optional paging (src/contract/paging.ts)', () => {
  it('answers the whole list, without a total, when no page is asked for (the spec’s shape)', async () => {
    const all = await get(apiPaths.tasks.list())
    expect(all.body).toHaveLength(db.tasks.count())
    expect(all.total).toBeNull()
  })

  it('answers a page of tasks, users and chat messages in list order, with the total in X-Total-Count', async () => {
    const tasks = db.tasks.all().sort((a, b) => a.id - b.id)
    const second = await get(`${apiPaths.tasks.list()}?page=1&size=25`)
    expect(second.status).toBe(200)
    expect(second.total).toBe(String(tasks.length))
    expect(second.body.map((task) => task.id)).toEqual(tasks.slice(25, 50).map((task) => task.id))
    const defaultSize = await get(`${apiPaths.users.list()}?page=0`)
    expect(defaultSize.body).toHaveLength(Math.min(PAGING.defaultSize, db.users.count()))
    expect(defaultSize.total).toBe(String(db.users.count()))
    const room = db.chatRooms.findFirst((q) => q.where((candidate) => candidate.participantIds.includes(3)), { strict: true })
    const messages = db.chatMessages.findMany((q) => q.where({ roomId: room.id }))
    const last = await get(`${apiPaths.chat.messages(room.id)}?size=2&page=0`, 'staff')
    expect(last.total).toBe(String(messages.length))
    expect(last.body).toHaveLength(Math.min(2, messages.length))
    const beyond = await get(`${apiPaths.tasks.list()}?page=100000&size=500`)
    expect(beyond.body).toEqual([])
  })

  it.each(['page=-1', 'page=x', 'size=0', `size=${PAGING.maxSize + 1}`, 'page=1.5'])('refuses %s with 400', async (query) => {
    expect((await get(`${apiPaths.tasks.list()}?${query}`)).status).toBe(400)
  })
})
