import { expect, test } from '@playwright/test'
import { readEachListed, signInAsDemo } from './support'

for (const text of ['100%', '200%']) {
  test(`at phone width, text at ${text}, the /tasks cards keep their priority and status badges inside the card`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signInAsDemo(page, 'Manager')
    await page.goto('/tasks')
    // Text enlarged by the user (WCAG 1.4.4): everything sized in rem grows with it.
    await page.evaluate((size) => (document.documentElement.style.fontSize = size), text)
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards.first()).toBeVisible()
    const overflowing = await readEachListed(cards, (article) => {
      const box = article.getBoundingClientRect()
      return [...article.querySelectorAll('[class*="badges"] > *')]
        .filter((badge) => badge.getBoundingClientRect().right > box.right + 0.5)
        .map(() => article.getAttribute('aria-label'))
    })
    expect(overflowing.flat()).toEqual([])
  })
}

test('a task created on a sorted /tasks list is shown first, in the URL’s order otherwise, and its toast opens it', async ({ page }) => {
  await signInAsDemo(page, 'Manager')
  await page.goto('/tasks?project=3&sort=title&dir=asc')
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards.first()).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('title')
  await page.getByRole('button', { name: 'New Task' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Task' })
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Zz E2E made last by title')
  await dialog.getByRole('button', { name: 'Create Task' }).click()
  const toast = page.locator('.mantine-Notification-root', { hasText: 'Task created successfully' })
  await expect(toast).toBeVisible()
  await expect(cards.first()).toHaveAttribute('aria-label', 'Zz E2E made last by title')
  await toast.getByRole('link', { name: 'View task' }).click()
  await expect(page.getByRole('heading', { name: 'Zz E2E made last by title' })).toBeVisible()
  await expect(page).toHaveURL(/\/tasks\/\d+$/)
})

test('staff land on their own tasks (Assigned to me); everyone’s is kept in the URL', async ({ page }) => {
  await signInAsDemo(page, 'Staff')
  const mine = page.getByRole('button', { name: 'Assigned to me' })
  await expect(mine).toHaveAttribute('aria-pressed', 'true')
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards.first()).toBeVisible()
  const texts = await readEachListed(cards, (article) => article.textContent ?? '')
  expect(texts.every((text) => text.includes('Sofia Ramirez'))).toBe(true)

  await mine.click()
  await expect(page).toHaveURL(/assignee=all/)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Assigned to me' })).toHaveAttribute('aria-pressed', 'false')
  await expect(cards.first()).toBeVisible()
  const all = await readEachListed(cards, (article) => article.textContent ?? '')
  expect(all.some((text) => !text.includes('Sofia Ramirez'))).toBe(true)
})
