import type { CSSProperties } from 'react'
import classes from './line-icon.module.css'

export type LineIconName = 'calendar' | 'edit' | 'eye' | 'folder' | 'trash' | 'user' | 'userPlus' | 'users'

/** A decorative outline icon for light rows: one element, painted in the text colour. */
export function LineIcon({ name, size = 14 }: { name: LineIconName; size?: number }) {
  const style = size === 14 ? undefined : ({ '--line-icon-size': `${size}px` } as CSSProperties)
  return <span className={`${classes.icon} ${classes[name]}`} style={style} aria-hidden />
}
