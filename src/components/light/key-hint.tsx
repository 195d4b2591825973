import classes from './key-hint.module.css'

/**
 * A key drawn like Mantine's Kbd, as one plain element: it sits in search boxes on first paint,
 * where Mantine's Kbd would add its component and stylesheet to the first load. Hidden from
 * assistive tech: the control says its shortcut with `aria-keyshortcuts`.
 */
export function KeyHint({ children }: { children: string }) {
  return (
    <kbd aria-hidden className={classes.hint}>
      {children}
    </kbd>
  )
}
