import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sourceModules } from '@/test/source-files'
import { lockPageScroll, PAGE_SCROLL_LOCK_ATTRIBUTE, usePageScrollLock } from './page-scroll-lock'

const root = document.documentElement
const locked = () => root.getAttribute(PAGE_SCROLL_LOCK_ATTRIBUTE)

afterEach(() => vi.restoreAllMocks())

describe('the page scroll lock', () => {
  it('holds while any holder does, and a second release changes nothing', () => {
    const first = lockPageScroll()
    expect(locked()).toBe('')
    const second = lockPageScroll()
    first()
    first()
    expect(locked()).toBe('')
    second()
    expect(locked()).toBeNull()
  })

  it("keeps the scrollbar's room when the page had one", () => {
    vi.spyOn(root, 'scrollHeight', 'get').mockReturnValue(2000)
    vi.spyOn(root, 'clientHeight', 'get').mockReturnValue(800)
    const release = lockPageScroll()
    expect(locked()).toBe('gutter')
    release()
    expect(locked()).toBeNull()
  })

  it('follows a dialog: locked while open, released on close and on unmount', () => {
    const { rerender, unmount } = renderHook(({ opened }) => usePageScrollLock(opened), { initialProps: { opened: false } })
    expect(locked()).toBeNull()
    rerender({ opened: true })
    expect(locked()).toBe('')
    rerender({ opened: false })
    expect(locked()).toBeNull()
    rerender({ opened: true })
    unmount()
    expect(locked()).toBeNull()
  })
})

describe('dialogs', () => {
  it("each hold the page's scroll lock while open: the theme turned Mantine's own off", () => {
    // LazyModal and LoadedModal are Modal itself, loaded on first open; the dialogs built on them hold the lock.
    const buildingBlocks = [join('src', 'components', 'overlay', 'lazy-modal.tsx'), join('src', 'components', 'overlay', 'loaded-modal.tsx')]
    const dialogs = sourceModules('src').filter((path) => !buildingBlocks.includes(path) && /<(Modal|LazyModal|LoadedModal|Drawer|Spotlight\.Root)\b/.test(readFileSync(path, 'utf8')))
    expect(dialogs.length).toBeGreaterThan(5)
    for (const path of dialogs) expect(readFileSync(path, 'utf8'), path).toMatch(/usePageScrollLock\(/)
  })
})
