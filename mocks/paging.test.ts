import { describe, expect, it } from 'vitest'
import { PAGING } from '@/contract/paging'
import { LONG_LIST, listAnswer } from './paging'

const url = (query = '') => new URL(`http://localhost/api/items${query}`)
const items = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1 }))

/** Whether the promise settles with microtasks alone, i.e. in the task that started it. */
async function settlesInThisTask(promise: Promise<unknown>): Promise<boolean> {
  let settled = false
  void promise.then(() => (settled = true))
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve()
  return settled
}

describe('listAnswer', () => {
  it('answers every item, or the page asked for with the total', async () => {
    expect(await listAnswer(url(), items(3), (item) => item.id)).toEqual([1, 2, 3])
    const page = (await listAnswer(url(`?${PAGING.pageParam}=1&${PAGING.sizeParam}=2`), items(5), (item) => item.id)) as Response
    expect(page.headers.get(PAGING.totalHeader)).toBe('5')
    expect(await page.json()).toEqual([3, 4])
  })

  it('builds a whole list of more than LONG_LIST items in a later task, behind the calls that came with it (issue 13)', async () => {
    expect(await settlesInThisTask(listAnswer(url(), items(LONG_LIST), (item) => item))).toBe(true)
    const long = listAnswer(url(), items(LONG_LIST + 1), (item) => item)
    expect(await settlesInThisTask(long)).toBe(false)
    expect(await long).toHaveLength(LONG_LIST + 1)
  })

  it('answers a page of a long list at once', async () => {
    expect(await settlesInThisTask(listAnswer(url(`?${PAGING.sizeParam}=10`), items(LONG_LIST + 1), (item) => item))).toBe(true)
  })
})
