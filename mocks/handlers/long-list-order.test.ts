import { describe, expect, it } from 'vitest'
import { apiPaths } from '@/contract/paths'
import { apiUrl } from '@/lib/config'
import { growTasks } from '../bench-grow'
import { db } from '../db'
import { tokenFor } from '../test/api'

describe('a long task list is built behind the calls that arrive with it (issue 13)', () => {
  it('answers the dashboard’s first screen before a list of more than 1,000 tasks asked for just ahead of it', async () => {
    await growTasks(1500)
    expect(db.tasks.count()).toBe(1500)
    const headers = { Authorization: `Bearer ${await tokenFor('manager')}` }
    const answered: string[] = []
    const list = fetch(apiUrl(apiPaths.tasks.list()), { headers }).then(async (response) => {
      answered.push('list')
      return (await response.json()) as unknown[]
    })
    const dashboard = fetch(apiUrl(`${apiPaths.dashboard()}?size=12`), { headers }).then((response) => {
      answered.push('dashboard')
      return response.status
    })
    expect(await dashboard).toBe(200)
    expect(await list).toHaveLength(db.tasks.count())
    expect(answered).toEqual(['dashboard', 'list'])
  })

  it('answers a short list as it comes', async () => {
    const headers = { Authorization: `Bearer ${await tokenFor('manager')}` }
    const answered: string[] = []
    const list = fetch(apiUrl(apiPaths.tasks.list()), { headers }).then(() => answered.push('list'))
    const dashboard = fetch(apiUrl(`${apiPaths.dashboard()}?size=12`), { headers }).then(() => answered.push('dashboard'))
    await Promise.all([list, dashboard])
    expect(answered).toEqual(['list', 'dashboard'])
  })
})
