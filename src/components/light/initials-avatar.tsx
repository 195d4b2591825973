import type { CSSProperties } from 'react'
import { initialsColorOf } from './initials-color'
import classes from './initials-avatar.module.css'

export interface InitialsAvatarProps {
  name: string
  initials: string
  size?: number
  /** A palette colour for everyone (the header's avatar); by default the one Mantine picks for the name. */
  color?: string
  className?: string
}

/** A round avatar with initials, decorative (the name is beside it), for long lists and the header. */
export function InitialsAvatar({ name, initials, size = 38, color, className }: InitialsAvatarProps) {
  const style = size === 38 ? undefined : ({ '--avatar-size': `${size / 16}rem` } as CSSProperties)
  return (
    <span className={`${classes.avatar} ${classes[color ?? initialsColorOf(name)]}${className ? ` ${className}` : ''}`} style={style} aria-hidden>
      {initials}
    </span>
  )
}
