import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadedWith, sourceGraph, SRC } from '@/test/import-graph'

/**
 * The sheets that load with the modules rendering their components, not with every app screen:
 * each with the components it styles.
 */
const ON_USE_SHEETS = [
  { sheet: 'mantine-content', styles: ['Grid', 'Avatar', 'Table', 'Progress'], renderers: 12 },
  { sheet: 'mantine-fields', styles: ['Select', 'MultiSelect', 'NativeSelect', 'Autocomplete', 'TagsInput', 'Combobox', 'ComboboxChevron', 'PasswordInput', 'Skeleton'], renderers: 8 },
  { sheet: 'mantine-overlays', styles: ['Modal', 'Menu', 'Chip', 'MultiSelect', 'TagsInput', 'PillsInput', 'Pill'], renderers: 8 },
  { sheet: 'mantine-screens', styles: ['Checkbox', 'Switch', 'SegmentedControl', 'Radio'], renderers: 6 },
  { sheet: 'mantine-marketing', styles: ['List', 'Tabs', 'Accordion'], renderers: 3 },
]

const sheets = (file: string) => [...readFileSync(join('src/styles', file), 'utf8').matchAll(/styles\/(\w+)\.layer\.css/g)].map(([, name]) => name)

const modules = sourceGraph()

describe.each(ON_USE_SHEETS)('$sheet.ts', ({ sheet, styles, renderers: atLeast }) => {
  it('is imported by every module that renders a component it styles', () => {
    const renderers = [...modules].filter(([, imports]) => imports.mantine.some((name) => styles.includes(name))).map(([path]) => path)
    // The test sees them (so a renamed import cannot empty the list).
    expect(renderers.length).toBeGreaterThanOrEqual(atLeast)
    for (const path of renderers) expect(readFileSync(path, 'utf8'), path).toMatch(new RegExp(`^import '@/styles/${sheet}'$`, 'm'))
  })

  it('holds no stylesheet that the sheets every app screen loads already hold', () => {
    const own = sheets(`${sheet}.ts`)
    expect(own.length).toBeGreaterThan(0)
    for (const other of sheets('mantine-public.ts')) expect(own).not.toContain(other)
  })
})

it('none loads with the dashboard or the app layout (issue 13: its first visit)', () => {
  const firstVisit = loadedWith(modules, [join(SRC, 'routes/_app.tsx'), join(SRC, 'routes/_app/dashboard.tsx')])
  // The walk sees the screen, the layout and what they render.
  for (const module of ['screens/dashboard/components/dashboard-task-card.tsx', 'components/layout/app-layout.tsx', 'components/light/light-input.tsx']) expect(firstVisit).toContain(join(SRC, module))
  for (const { sheet } of ON_USE_SHEETS) {
    expect(firstVisit.has(join(SRC, `styles/${sheet}.ts`)), `${sheet}.ts loads with the dashboard: draw what it renders there with plain elements (components/light), move its sheet to mantine-public.ts, or load that part on use`).toBe(false)
  }
})
