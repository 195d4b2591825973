import type { CSSProperties, ReactNode } from 'react'
import classes from './light-badge.module.css'

export interface LightBadgeProps {
  /** A Mantine colour name: the badge takes its light variant. */
  color: string
  children: ReactNode
  /** Keep the text's own case (Mantine's `tt="none"`). */
  asWritten?: boolean
  'aria-label'?: string
  'data-status'?: string
}

/** Mantine's light badge as one plain span, for lists that show hundreds of them (issue 13). */
export function LightBadge({ color, children, asWritten = false, ...rest }: LightBadgeProps) {
  const colorClass = classes[color]
  // A colour outside Mantine's palette (a theme's own) falls back to an inline style.
  const style = colorClass ? undefined : ({ '--badge-color': `var(--mantine-color-${color}-light-color)`, '--badge-bg': `var(--mantine-color-${color}-light)` } as CSSProperties)
  const className = [classes.badge, colorClass, asWritten ? classes.asWritten : undefined].filter(Boolean).join(' ')
  return (
    <span className={className} style={style} {...rest}>
      {children}
    </span>
  )
}
