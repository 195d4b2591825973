import type { ReactNode, Ref } from 'react'
import classes from './card-grid.module.css'

export interface CardGridProps {
  /** Columns as the window widens: halves (1, 2 from md), thirds (1, 2 from sm, 3 from lg). */
  layout: 'halves' | 'thirds'
  ref?: Ref<HTMLDivElement>
  children: ReactNode
}

/** A list's cards in a grid: Mantine's SimpleGrid (spacing md) as one plain element, as it renders on every keystroke of a search. */
export function CardGrid({ layout, ref, children }: CardGridProps) {
  return (
    <div ref={ref} className={`${classes.grid} ${classes[layout]}`}>
      {children}
    </div>
  )
}
