import type { CSSProperties } from 'react'
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core'
import { READABLE_COLORS } from './theme-colors'

/** Honey amber: the hive's colour, used sparingly for accents. */
const honey: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#e39500',
  '#ca8400',
  '#af7100',
]

const NATIVE_SCROLL_DROPDOWN = { dropdown: { maxHeight: 'calc(13.75rem * var(--mantine-scale))', overflowY: 'auto' } } as const

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 of indigo carries white text at 5.7:1 (shade 6 was 4.3:1); red, the Delete colour, at 4.5:1.
  primaryShade: { light: 8, dark: 8 },
  colors: { honey },
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // Plain objects, not `Modal.extend`: the theme is on the first load, these components are not.
  components: {
    // The page behind keeps still through our own lock (components/feedback/page-scroll-lock.ts):
    // Mantine's added a <style> to the page at each opening and closing, restyling all of it.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' }, removeScrollProps: { removeScrollBar: false } } },
    // A modal's <header> would be a second banner landmark on the page; the dialog's own name says enough.
    ModalHeader: { defaultProps: { role: 'none' } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' }, removeScrollProps: { removeScrollBar: false } } },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
      // Under a title Mantine greys the text to gray-6 / dark-2 (about 3.3:1); ours is the readable dimmed.
      styles: (_theme: unknown, props: { title?: unknown }) => (props.title ? { description: { color: 'var(--mantine-color-dimmed)' } } : {}),
    },
    // Mantine's placeholder is a focusable presentational div, which axe rejects inside role=menu.
    // Without it, items must be tabbable for the menu's focus trap to land on the first one on open
    // (WAI-ARIA's menu button: Enter opens the menu with its first item focused; arrows move on).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false, menuItemTabIndex: 0 } },
    DatePickerInput: { defaultProps: { clearButtonProps: { 'aria-label': 'Clear date' } } },
    // A Select keeps its closed list in the page, and Mantine's ScrollArea around it measured itself
    // as the Select mounted (the dashboard's Assignee filter, at boot: issue 13). The browser's own
    // scrolling, at Mantine's default height (220 px), needs no measuring.
    Select: { defaultProps: { withScrollArea: false }, styles: NATIVE_SCROLL_DROPDOWN },
    MultiSelect: { defaultProps: { withScrollArea: false }, styles: NATIVE_SCROLL_DROPDOWN },
  },
})

/**
 * Text colours that pass WCAG AA (issue 14) while keeping Mantine's palette (`theme-contrast.ts`
 * works them out). They are written out ahead (`theme-colors.ts`, `npm run theme:colors`): the
 * search took about 10 ms of every page's first render, before its first paint (issue 13).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => READABLE_COLORS

/**
 * Mantine draws a coloured Menu.Item in shade 6 (3.3:1 for red on white) through a variable set after
 * the `style` prop; a plain `color` outranks it. For `<Menu.Item color="red" style={…}>`.
 */
export const DANGER_MENU_ITEM_STYLE: CSSProperties = { color: 'var(--mantine-color-red-text)' }
