import type { CSSProperties } from 'react'
import { initialsColorOf } from './initials-color'
import classes from './initials-avatar.module.css'

/** A round avatar with initials, decorative (the name is beside it), for long lists. */
export function InitialsAvatar({ name, initials, size = 38 }: { name: string; initials: string; size?: number }) {
  const style = size === 38 ? undefined : ({ '--avatar-size': `${size / 16}rem` } as CSSProperties)
  return (
    <span className={`${classes.avatar} ${classes[initialsColorOf(name)]}`} style={style} aria-hidden>
      {initials}
    </span>
  )
}
