import { expect, type Page, test } from '@playwright/test'
import { signInAsDemo } from './support'

// Issue 19 item 6: each task's history, with who and when, beside its comments, live.

const activityOf = (page: Page) => page.getByRole('region', { name: 'Activity' }).getByRole('list', { name: 'Task activity' })

async function openTask(page: Page, id: number) {
  await page.goto(`/tasks/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(activityOf(page).getByRole('listitem').first()).toBeVisible()
}

test('a status change and a new assignee show in the task’s activity, with who made them', async ({ page }) => {
  await signInAsDemo(page, 'Manager')
  await openTask(page, 3)
  const activity = activityOf(page)

  const box = page.getByRole('checkbox', { name: /^Mark as (not )?completed$/ })
  const completing = (await box.getAttribute('aria-label')) === 'Mark as completed'
  await box.click()
  await expect(page.getByText('Task status updated successfully')).toBeVisible()
  const statusChange = completing ? /Marcus Bennett changed the status from (To Do|In Progress|In Review) to Completed/ : /Marcus Bennett changed the status from Completed to To Do/
  await expect(activity.getByRole('listitem').first()).toContainText(statusChange)

  const assignee = page.getByText('Assignee', { exact: true }).locator('..')
  const next = (await assignee.textContent())?.includes('Sofia Ramirez') ? 'Amelia Hart' : 'Sofia Ramirez'
  await page.getByRole('button', { name: 'Edit Task' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Task' })
  const people = dialog.getByRole('combobox', { name: 'Assignee' })
  // The people arrive after the form: typing before they have shows nothing to pick, so type again.
  await expect(async () => {
    await people.fill('')
    await people.fill(next.split(' ')[0]!)
    await dialog.getByRole('option', { name: next }).click({ timeout: 2000 })
  }).toPass()
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Task updated successfully')).toBeVisible()
  await expect(activity.getByRole('listitem').first()).toContainText(new RegExp(`^Marcus Bennett (re)?assigned it (from .+ )?to ${next}`))
  await expect(activity.getByRole('listitem').nth(1)).toContainText(statusChange)
  await expect(activity.getByRole('listitem').first().locator('time')).toHaveText('a few seconds ago')
})

test('a change made in another tab shows in the activity at once, highlighted', async ({ context }) => {
  const watcher = await context.newPage()
  await signInAsDemo(watcher, 'Manager')
  await openTask(watcher, 4)
  const activity = activityOf(watcher)
  const before = await activity.getByRole('listitem').count()
  await watcher.evaluate(() => Object.assign(window, { activityMark: true }))

  const writer = await context.newPage()
  await openTask(writer, 4)
  await writer.getByRole('checkbox', { name: /^Mark as (not )?completed$/ }).click()
  await expect(writer.getByText('Task status updated successfully')).toBeVisible()

  await expect(activity.getByRole('listitem')).toHaveCount(before + 1)
  // Lit with what changed, read in one look: the highlight lasts only 2 s from the entry's arrival.
  const newest = activity.getByRole('listitem').first()
  await expect(newest.and(watcher.locator('.live-changed'))).toContainText('Marcus Bennett changed the status')
  expect(await watcher.evaluate(() => 'activityMark' in window)).toBe(true)
})
