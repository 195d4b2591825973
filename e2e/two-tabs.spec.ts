import { expect, type Page, test } from '@playwright/test'
import { signInAsDemo } from './support'

// Issue 16: two tabs share one stored demo, as two people share one server.

async function openChecklist(page: Page) {
  await page.goto('/daily-checklist')
  const list = page.getByRole('list', { name: 'Today’s tasks' })
  await expect(list).toBeVisible()
  return list
}

test('two tabs ticking one daily checklist: every tick is kept after a reload', async ({ context }) => {
  const first = await context.newPage()
  await signInAsDemo(first, 'Staff')
  const listA = await openChecklist(first)
  const titles = Array.from({ length: 6 }, (_, index) => `Both tabs ${index + 1}`)
  const input = first.getByRole('textbox', { name: 'New task' })
  for (const title of titles) {
    await input.fill(title)
    await input.press('Enter')
    await expect(listA.getByRole('checkbox', { name: title })).toHaveCount(1)
    // Added for good: the box empties when the server has answered, and Add stops spinning.
    await expect(input).toHaveValue('')
    await expect(first.getByRole('button', { name: 'Add' })).not.toHaveAttribute('data-loading')
  }

  const second = await context.newPage()
  const listB = await openChecklist(second)
  for (const title of titles) await expect(listB.getByRole('checkbox', { name: title })).toHaveCount(1)

  // Interleaved, each tab acting on what it shows, without waiting for the other to catch up;
  // each tick counts once its server has acknowledged it.
  for (const [index, title] of titles.entries()) {
    const [page, list] = index % 2 === 0 ? [first, listA] : [second, listB]
    const acknowledged = page.waitForResponse((response) => response.url().endsWith('/complete') && response.ok())
    await list.getByRole('checkbox', { name: title }).click()
    await acknowledged
    await expect(list.getByRole('checkbox', { name: title })).toBeChecked()
  }

  for (const page of [first, second]) {
    await page.reload()
    const list = page.getByRole('list', { name: 'Today’s tasks' })
    for (const title of titles) await expect(list.getByRole('checkbox', { name: title })).toBeChecked()
  }
})

test('two tabs editing one task: the later save asks instead of overwriting', async ({ context }) => {
  const first = await context.newPage()
  await signInAsDemo(first, 'Manager')
  await first.goto('/tasks/1')
  const heading = first.getByRole('heading', { level: 1 })
  await expect(heading).toBeVisible()
  const original = (await heading.textContent()) ?? ''
  await first.getByRole('button', { name: 'Edit Task' }).click()
  const editA = first.getByRole('dialog', { name: 'Edit Task' })
  await expect(editA.getByRole('textbox', { name: 'Title' })).toHaveValue(original)

  const second = await context.newPage()
  await second.goto('/tasks/1')
  await second.getByRole('button', { name: 'Edit Task' }).click()
  const editB = second.getByRole('dialog', { name: 'Edit Task' })
  await editB.getByRole('textbox', { name: 'Title' }).fill('Renamed in the second tab')
  await editB.getByRole('button', { name: 'Save Changes' }).click()
  await expect(second.getByText('Task updated successfully')).toBeVisible()
  // The first tab's server hears of it (and its page refetches).
  await expect(heading).toHaveText('Renamed in the second tab')

  await editA.getByRole('textbox', { name: 'Title' }).fill('Renamed in the first tab')
  await editA.getByRole('button', { name: 'Save Changes' }).click()
  const question = first.getByRole('dialog', { name: 'Changed elsewhere' })
  await expect(question).toContainText('Renamed in the second tab')
  await question.getByRole('button', { name: 'Keep their version' }).click()
  await first.reload()
  await expect(first.getByRole('heading', { level: 1 })).toHaveText('Renamed in the second tab')
})
