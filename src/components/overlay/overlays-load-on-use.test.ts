import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadedOnUse, loadedWith, sourceGraph, SRC } from '@/test/import-graph'

/** Mantine components that bring Popover and floating-ui, or Modal with its focus trap, overlay and ScrollArea, with them. */
const OVERLAYS = ['Menu', 'Popover', 'Tooltip', 'Select', 'MultiSelect', 'Combobox', 'HoverCard', 'Autocomplete', 'TagsInput', 'Spotlight', 'Modal', 'Drawer']

describe('overlays', () => {
  const modules = sourceGraph()
  const lazy = loadedOnUse(modules)

  it('load on first use: no screen or shell module imports Mantine’s Menu, Popover, Tooltip, Select family or Modal (issue 13)', () => {
    const overlayModules = [...modules].filter(([, imports]) => imports.mantine.some((name) => OVERLAYS.includes(name))).map(([path]) => path)
    // The test sees them: the forms, the menus' overlays, the palette.
    expect(overlayModules.length).toBeGreaterThan(8)
    for (const path of overlayModules) expect(lazy.has(path), `${path.slice(SRC.length + 1)} is loaded before it is used; import it with import() (useLazyOverlay, LazySelect, a dialog's lazy form)`).toBe(true)
  })

  it('tell what a screen loads at once from what waits', () => {
    const shell = join(SRC, 'components/layout/app-layout.tsx')
    const userMenu = join(SRC, 'components/layout/user-menu-overlay.tsx')
    expect(lazy.has(shell)).toBe(false)
    expect(lazy.has(userMenu)).toBe(true)
  })
})

/**
 * Mantine components the shell and the dashboard draw with plain elements instead (issue 13, the
 * dashboard's first visit): NavLink brought Collapse and two collapse hooks, for menu links that
 * never collapse; Indicator, for one count on the bell; the fields (components/light/light-input.tsx),
 * Mantine's Input family; the header's avatar (components/light/initials-avatar.tsx), Avatar.
 */
const LIGHT_ON_FIRST_VISIT = ['NavLink', 'Indicator', 'Collapse', 'Input', 'TextInput', 'NativeSelect', 'ComboboxChevron', 'Avatar']

it('the shell and the dashboard render no Mantine NavLink, Indicator, Collapse, Input family or Avatar', () => {
  const modules = sourceGraph()
  const firstVisit = loadedWith(modules, [join(SRC, 'routes/_app.tsx'), join(SRC, 'routes/_app/dashboard.tsx')])
  expect(firstVisit).toContain(join(SRC, 'domains/notifications/components/notifications-bell.tsx'))
  for (const path of firstVisit) {
    const used = modules.get(path)?.mantine.filter((name) => LIGHT_ON_FIRST_VISIT.includes(name)) ?? []
    expect(used, `${path.slice(SRC.length + 1)} renders ${used.join(', ')} on the dashboard's first visit`).toEqual([])
  }
})
