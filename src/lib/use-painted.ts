import { startTransition, useEffect, useState } from 'react'
import { afterPaint } from './after-paint'

/**
 * False until the frame that first shows the component has been painted, then true; what waits for
 * it renders in the background (a transition), in slices.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let mounted = true
    afterPaint(() => {
      if (mounted) startTransition(() => setPainted(true))
    })
    return () => {
      mounted = false
    }
  }, [])
  return painted
}

/**
 * Mantine's Select keeps its closed list in the page (hidden) and places it as it mounts. Placing it
 * reads the page's style in the middle of the screen's first commit, so the whole new screen is
 * styled inside that one task (issue 13's Lighthouse TBT). Until the screen has painted, a Select
 * gets these `comboboxProps`; then its list joins the page, where placing it costs little, and the
 * Select behaves as Mantine's own from then on.
 */
export const LIST_OUT_UNTIL_PAINTED = { keepMounted: false } as const
