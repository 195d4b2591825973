import { expect, type Locator, type Page, test } from '@playwright/test'
import { signInAsDemo, whenKeyboardDragListens } from './support'

// Issue 18: the calendar view. A task dragged to another day (by mouse or by keyboard) is due
// that day, after a reload too; a teammate's move shows live in another tab.

const CALENDAR = '/projects/1?view=calendar'

async function openCalendar(page: Page, path = CALENDAR) {
  await page.goto(path)
  await expect(page.locator('[data-day]').first()).toBeVisible()
  await expect(page.locator('[data-day] [data-task]').first()).toBeVisible()
}

/** A task on a day whose next day is also shown: the move under test goes one day on. */
async function pickTask(page: Page): Promise<{ id: string; from: string; to: string; chip: Locator }> {
  const days = await page.locator('[data-day]').evaluateAll((cells) => cells.map((cell) => ({ day: cell.getAttribute('data-day')!, tasks: [...cell.querySelectorAll('[data-task]')].map((chip) => chip.getAttribute('data-task')!) })))
  for (const [index, cell] of days.entries()) {
    const next = days[index + 1]
    if (cell.tasks.length > 0 && next) {
      const id = cell.tasks[0]!
      return { id, from: cell.day, to: next.day, chip: page.locator(`[data-day="${cell.day}"] [data-task="${id}"]`) }
    }
  }
  throw new Error('No task on the calendar')
}

const chipOn = (page: Page, day: string, id: string) => page.locator(`[data-day="${day}"] [data-task="${id}"]`)

test('a task dragged by mouse to another day is due that day, after a reload too; a click still opens it', async ({ page }) => {
  await signInAsDemo(page, 'Manager')
  await openCalendar(page)
  const { id, to, chip } = await pickTask(page)

  const from = (await chip.getByRole('link').boundingBox())!
  const target = (await page.locator(`[data-day="${to}"]`).boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 })
  await expect(page.locator(`[data-day="${to}"][data-over]`)).toBeVisible()
  await page.mouse.up()

  await expect(chipOn(page, to, id)).toBeVisible()
  await expect(page.getByText('Task updated successfully')).toBeVisible()
  await page.reload()
  await expect(chipOn(page, to, id)).toBeVisible()

  // A plain click is not a drag: it follows the link.
  await chipOn(page, to, id).getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/tasks/${id}$`))
})

test('a task moved by keyboard is announced and saved', async ({ page }) => {
  await signInAsDemo(page, 'Manager')
  await openCalendar(page, `${CALENDAR}&range=week`)
  const { id, to, chip } = await pickTask(page)
  const title = (await chip.getByRole('link').textContent())!

  await chip.getByRole('link').focus()
  await page.keyboard.press('Space')
  await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(`Picked up task ${title}`)
  await whenKeyboardDragListens(page)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Space')
  await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(`Task ${title} moved to`)
  await expect(chipOn(page, to, id)).toBeVisible()
  // Focus follows the task to its new day, so the next key acts on it.
  await expect(chipOn(page, to, id).getByRole('link')).toBeFocused()
  await expect(page.getByText('Task updated successfully')).toBeVisible()
  await page.reload()
  await expect(chipOn(page, to, id)).toBeVisible()
})

test('a task dragged onto "No due date" loses its due date, after a reload too', async ({ page }) => {
  // Tall enough that the strip, shown once the drag starts, is on screen without scrolling.
  await page.setViewportSize({ width: 1280, height: 1100 })
  await signInAsDemo(page, 'Manager')
  await openCalendar(page, `${CALENDAR}&range=week`)
  const { id, chip } = await pickTask(page)
  const strip = page.getByRole('group', { name: /^No due date/ })
  const undated = strip.locator(`[data-task="${id}"]`)

  const from = (await chip.getByRole('link').boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 })
  // The strip is offered while a task is dragged, even when no task is undated.
  await expect(strip).toBeVisible()
  const target = (await strip.boundingBox())!
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 })
  await expect(strip).toHaveAttribute('data-over', 'true')
  await page.mouse.up()

  await expect(undated).toBeVisible()
  await expect(page.getByText('Task updated successfully')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('group', { name: /^No due date/ }).locator(`[data-task="${id}"]`)).toBeVisible()
})

test("a teammate's move in another tab shows in the calendar live, highlighted, without a reload", async ({ context }) => {
  const writer = await context.newPage()
  await signInAsDemo(writer, 'Manager')
  await openCalendar(writer)
  const { id, to, chip } = await pickTask(writer)

  const watcher = await context.newPage()
  await openCalendar(watcher)
  await watcher.evaluate(() => Object.assign(window, { calendarSpecMark: true }))
  await expect(chipOn(watcher, to, id)).toHaveCount(0)

  await chip.getByRole('link').focus()
  await writer.keyboard.press('Space')
  await expect(writer.locator('[id^="DndLiveRegion"]')).toContainText('Picked up task')
  await whenKeyboardDragListens(writer)
  await writer.keyboard.press('ArrowRight')
  await writer.keyboard.press('Space')

  // On its new day and lit, read in one look: the highlight lasts only 2 s, and a busy machine can
  // spend that between two looks (or waiting for the writer's toast first).
  const moved = chipOn(watcher, to, id)
  await expect(moved.and(watcher.locator('.live-changed'))).toBeVisible()
  await expect(writer.getByText('Task updated successfully')).toBeVisible()
  // The highlight fades after 2 s; the page was never reloaded.
  await expect(moved).not.toHaveClass(/live-changed/, { timeout: 5000 })
  expect(await watcher.evaluate(() => 'calendarSpecMark' in window)).toBe(true)
})
