import type { CSSProperties } from 'react'
import calendar from '@tabler/icons/outline/calendar.svg?raw'
import edit from '@tabler/icons/outline/edit.svg?raw'
import eye from '@tabler/icons/outline/eye.svg?raw'
import folder from '@tabler/icons/outline/folder.svg?raw'
import trash from '@tabler/icons/outline/trash.svg?raw'
import user from '@tabler/icons/outline/user.svg?raw'
import userPlus from '@tabler/icons/outline/user-plus.svg?raw'
import users from '@tabler/icons/outline/users.svg?raw'
import { strokesOf } from './line-icon-strokes'
import classes from './line-icon.module.css'

/** Tabler's outline icons, by the name a row asks for (add one by its Tabler file name). */
const SOURCES = { calendar, edit, eye, folder, trash, user, userPlus, users }
export type LineIconName = keyof typeof SOURCES

const STROKES = Object.fromEntries(Object.entries(SOURCES).map(([name, svg]) => [name, strokesOf(svg)])) as Record<LineIconName, string>

/**
 * A decorative outline icon for light rows: an <svg> with one path, stroked in the text colour.
 * Tabler's React icons draw one <path> per stroke (a card's six icons were 30 elements); CSS masks
 * (one <span> each) cost more to style and paint than the elements they saved: a dashboard's first
 * cards took 40 % longer to style (issue 13).
 */
export function LineIcon({ name, size = 14 }: { name: LineIconName; size?: number }) {
  const style = size === 14 ? undefined : ({ '--line-icon-size': `${size}px` } as CSSProperties)
  return (
    <svg className={classes.icon} style={style} viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d={STROKES[name]} />
    </svg>
  )
}
