/** Room kept between the hint and its target, and between the hint and the window's edges (px). */
const GAP = 6
const EDGE = 8

export interface Placement {
  top: number
  left: number
  below: boolean
  /** The arrow's distance from the hint's left edge, so it points at the target's middle. */
  arrowLeft: number
}

/** Above the target, centred on it, kept inside the window; below it where there is no room above. */
export function placeHint(target: DOMRect, hint: { width: number; height: number }, viewport: { width: number; height: number }): Placement {
  const below = target.top - hint.height - GAP < EDGE
  const top = below ? target.bottom + GAP : target.top - hint.height - GAP
  const centre = target.left + target.width / 2
  const left = Math.min(Math.max(centre - hint.width / 2, EDGE), Math.max(EDGE, viewport.width - hint.width - EDGE))
  return { top, left, below, arrowLeft: Math.min(Math.max(centre - left, 8), hint.width - 8) }
}
