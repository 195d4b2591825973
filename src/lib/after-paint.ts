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

/** What index.html shows in the root until the app's first render replaces it. */
const BOOT_SPLASH_SELECTOR = '.boot'

/**
 * Resolves once the app's own first screen is on the page and painted: the first contentful
 * paint, and the loading splash gone from `root`. On a slow device the splash paints first
 * (index.html), and that paint is not the app's.
 */
export async function afterFirstAppPaint(root: Element): Promise<void> {
  await afterFirstContentfulPaint()
  if (!root.querySelector(BOOT_SPLASH_SELECTOR)) return
  await new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      if (root.querySelector(BOOT_SPLASH_SELECTOR)) return
      observer.disconnect()
      // The app's first screen is committed, its chunks loaded; it paints next.
      resolve()
    })
    observer.observe(root, { childList: true })
  })
}
