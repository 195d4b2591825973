import { expect, type Page, test } from '@playwright/test'
import { signInAsDemo } from './support'

interface Listed {
  id: number
  title?: string
  members?: { id: number }[]
}

/** A GET to the API as the signed-in user (the token the app stored). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (path) => {
    const { token, id } = JSON.parse(localStorage.getItem('user') ?? '{}') as { token: string; id: number }
    const response = await fetch(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } })
    return { user: { id }, body: (await response.json()) as unknown }
  }, path) as Promise<T>
}

test('two clicks on Create Task in one frame create one task', async ({ page }) => {
  await signInAsDemo(page, 'Staff')
  await page.getByRole('button', { name: 'New Task' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Task' })
  await dialog.getByRole('textbox', { name: 'Title' }).fill('E2E only once')
  await dialog.getByRole('combobox', { name: 'Project' }).click()
  await dialog.getByRole('option').first().click()
  // Both clicks land before React renders the busy button: the guard and the server's key stop the second.
  await dialog.getByRole('button', { name: 'Create Task' }).evaluate((button: HTMLButtonElement) => {
    button.click()
    button.click()
  })
  await expect(page.getByText('Task created successfully').first()).toBeVisible()
  await expect(dialog).toBeHidden()
  const { body } = await apiGet<{ body: Listed[] }>(page, '/staff/tasks')
  expect(body.filter((task) => task.title === 'E2E only once')).toHaveLength(1)
})

test('staff are not offered New Task or Add Member on a project they are not in', async ({ page }) => {
  await signInAsDemo(page, 'Staff')
  const { user, body } = await apiGet<{ user: { id: number }; body: Listed[] }>(page, '/staff/projects')
  const outside = body.find((project) => !project.members?.some((member) => member.id === user.id))
  const inside = body.find((project) => project.members?.some((member) => member.id === user.id))
  expect(outside && inside).toBeTruthy()

  await page.goto(`/projects/${inside!.id}`)
  await expect(page.getByRole('button', { name: 'New Task' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add Member' })).toBeVisible()

  await page.goto(`/projects/${outside!.id}`)
  await expect(page.getByText('Only members of this project see its tasks.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'New Task' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Add Member' })).toHaveCount(0)
})
