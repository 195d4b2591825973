import { notifications } from '@mantine/notifications'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db'
import { rangeTitle } from '@/domains/tasks/utils/calendar-days'
import { isoDay } from '@/lib/dates'
import { renderApp } from '@/test/render'

beforeEach(() => notifications.clean())

const STAFF_ID = 3
const hrefs = (day: HTMLElement) => within(day).getAllByRole('link').map((link) => link.getAttribute('href'))

describe('/my-tasks as a calendar', { timeout: 60_000 }, () => {
  it('switches to the calendar in the URL and shows only the user’s own tasks, completed ones with the switch', async () => {
    const [mine, done] = db.tasks.all().filter((task) => task.assigneeId === STAFF_ID)
    const theirs = db.tasks.all().find((task) => task.assigneeId !== STAFF_ID)!
    for (const [task, status] of [[mine!, 'TODO'], [done!, 'COMPLETED'], [theirs, 'TODO']] as const) {
      await db.tasks.update((q) => q.where({ id: task.id }), { strict: true, data: (draft) => void Object.assign(draft, { dueDate: '2030-06-12', startDate: null, status }) })
    }
    const { history } = await renderApp('/my-tasks', { as: 'staff' })
    await userEvent.click(await screen.findByRole('radio', { name: 'Calendar' }, { timeout: 15_000 }))
    await waitFor(() => expect(history.location.search).toContain('view=calendar'))
    expect(await screen.findByRole('heading', { name: rangeTitle(isoDay(), 'month'), level: 2 })).toBeInTheDocument()

    await history.push('/my-tasks?view=calendar&date=2030-06-12')
    const wednesday = await screen.findByRole('group', { name: /^Wednesday, June 12, 1 task$/ })
    expect(hrefs(wednesday)).toEqual([`/tasks/${mine!.id}`])

    await userEvent.click(screen.getByRole('switch', { name: 'Show completed' }))
    const both = await screen.findByRole('group', { name: /^Wednesday, June 12, 2 tasks$/ })
    expect(hrefs(both)).toEqual([`/tasks/${mine!.id}`, `/tasks/${done!.id}`])
    expect(within(both).getAllByRole('link')[1]!.closest('li')).toHaveAttribute('data-done')
    await waitFor(() => expect(history.location.search).toMatch(/show=completed/))
    expect(history.location.search).toContain('date=2030-06-12')
  })
})
