import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { notifications } from '@mantine/notifications'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/test/render'

afterEach(() => {
  notifications.clean()
  vi.restoreAllMocks()
})

/** An item's height here: jsdom's window (768 px) shows the first three. */
const ITEM_PX = 300
let scrolled = 0

/**
 * jsdom lays nothing out: each item of a list that renders light below the fold (a task card, a
 * project's group) says where it would be, one ITEM_PX below the previous.
 */
beforeEach(() => {
  scrolled = 0
  const real = Element.prototype.getBoundingClientRect
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (!this.matches('article[data-task-id], section[aria-labelledby^="project-tasks-"]')) return real.call(this)
    const top = [...(this.parentElement?.children ?? [])].indexOf(this) * ITEM_PX - scrolled
    return { top, bottom: top + ITEM_PX, left: 0, right: 100, width: 100, height: ITEM_PX, x: 0, y: top, toJSON: () => ({}) }
  })
})

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
/** Each task on the page: a card, or a row of a project's group. */
const items = () => [...document.querySelectorAll<HTMLElement>('main [data-task-id]')]
const isLight = (item: HTMLElement) => item.hasAttribute('data-light')
const titleLink = (item: HTMLElement) => item.querySelector<HTMLAnchorElement>('a[href*="/tasks/"]')!

interface Screen {
  path: string
  /** Items in full, in order, while the window is at the top. */
  firstInFull: () => HTMLElement[]
  /** What a full item has that a light one does not. */
  detail: (item: HTMLElement) => HTMLElement | null
  change: (user: ReturnType<typeof userEvent.setup>) => Promise<void>
}

const SCREENS: Record<string, Screen> = {
  '/tasks search': {
    path: '/tasks',
    firstInFull: () => items().slice(0, 3),
    detail: (item) => within(item).queryByRole('button', { name: 'Edit' }),
    change: async (user) => user.type(screen.getByRole('textbox', { name: 'Search' }), 'e'),
  },
  'dashboard tab': {
    path: '/dashboard',
    firstInFull: () => items().slice(0, 3),
    detail: (item) => within(item).queryByRole('button', { name: 'Edit' }),
    change: async (user) => user.click(screen.getByRole('tab', { name: 'To Do' })),
  },
  'project tasks status filter': {
    path: '/project-tasks',
    // Three groups in view: each of their rows in full.
    firstInFull: () => [...document.querySelectorAll<HTMLElement>('main section')].slice(0, 3).flatMap((group) => [...group.querySelectorAll<HTMLElement>('[data-task-id]')]),
    detail: (item) => item.querySelector('[class*="badges"]'),
    change: async (user) => user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'To Do'),
  },
}

describe('lists below the fold (issue 13)', { timeout: 60_000 }, () => {
  for (const [name, { path, firstInFull, detail, change }] of Object.entries(SCREENS)) {
    it(`${name}: renders what the window shows in full and the rest light with its link, and a light item fills in with focus kept as the window reaches it`, async () => {
      const user = userEvent.setup()
      await renderApp(path, { as: 'manager' })
      await waitFor(() => expect(items().length).toBeGreaterThan(8), { timeout: 15_000 })
      // The first list too: measured before it is painted, in full what the window shows.
      await waitFor(() => expect(items().filter((item) => !isLight(item))).toEqual(firstInFull()))
      expect(items().filter(isLight).length).toBeGreaterThan(0)
      await nextFrame()

      await change(user)
      await waitFor(() => expect(items().filter(isLight).length).toBeGreaterThan(0))
      const inFull = firstInFull()
      expect(inFull.length).toBeGreaterThan(0)
      expect(items().filter((item) => !isLight(item))).toEqual(inFull)
      for (const item of items()) expect(titleLink(item)).toHaveTextContent(/\S/)
      for (const item of items()) expect(detail(item) === null).toBe(isLight(item))

      // Tab reaches a light item's link; focus scrolls it into view, and it fills in.
      const item = items().find(isLight)!
      const link = titleLink(item)
      link.focus()
      scrolled = 3 * ITEM_PX
      window.dispatchEvent(new Event('scroll'))
      await waitFor(() => expect(item).not.toHaveAttribute('data-light'))
      expect(detail(item)).not.toBeNull()
      expect(titleLink(item)).toBe(link)
      expect(document.activeElement).toBe(link)
    })
  }
})
