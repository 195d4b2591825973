import type { CSSProperties } from 'react'
import { initialsColorOf } from './initials-color'
import classes from './initials-avatar.module.css'

/** A round avatar with initials, decorative (the name is beside it), for long lists. */
export function InitialsAvatar({ name, initials, size = 38 }: { name: string; initials: string; size?: number }) {
  const color = initialsColorOf(name)
  const style = {
    '--avatar-color': `var(--mantine-color-${color}-light-color)`,
    '--avatar-bg': `var(--mantine-color-${color}-light)`,
    ...(size === 38 ? {} : { '--avatar-size': `${size / 16}rem` }),
  } as CSSProperties
  return (
    <span className={classes.avatar} style={style} aria-hidden>
      {initials}
    </span>
  )
}
