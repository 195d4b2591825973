/**
 * Runs `task` just after the next frame has been painted. Work that can wait a frame (writing the
 * URL, which re-renders the route) then stays out of the frame that answers the user's input;
 * a requestAnimationFrame callback alone would still run before that paint.
 */
export function afterPaint(task: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(task, 0)
  })
}

/** Longest `afterFirstContentfulPaint` waits: a hidden tab paints nothing until it is shown. */
export const FIRST_PAINT_WAIT_MAX_MS = 3000

/**
 * Resolves once the page has painted its first text or image (the browser's First Contentful
 * Paint), at once if it already has, or after FIRST_PAINT_WAIT_MAX_MS; at once where the browser
 * does not report paints.
 */
export function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
      resolve()
      return
    }
    const done = () => {
      observer.disconnect()
      window.clearTimeout(timer)
      resolve()
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done()
    })
    const timer = window.setTimeout(done, FIRST_PAINT_WAIT_MAX_MS)
    observer.observe({ type: 'paint', buffered: true })
  })
}
