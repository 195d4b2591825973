import { afterPaint } from './after-paint'

/**
 * Longest a closing dialog holds background work back: its exit transition is 200 ms, and a
 * transition that never reports its end (an unmounted dialog, a busy page) must not stall a refetch.
 */
export const SETTLE_HOLD_MAX_MS = 1000

let holds = 0
let waiting: (() => void)[] = []

function runWaiting(): void {
  // Another dialog may have started closing since the last one ended.
  if (holds > 0) return
  const tasks = waiting
  waiting = []
  for (const task of tasks) task()
}

/**
 * Marks a dialog as closing until the returned release is called (at its exit transition's end),
 * or at the latest after SETTLE_HOLD_MAX_MS; what waits runs after the next paint. Releasing twice
 * is harmless.
 */
export function holdWhileClosing(): () => void {
  holds += 1
  let released = false
  const release = () => {
    if (released) return
    released = true
    window.clearTimeout(timer)
    holds -= 1
    // After the frame that shows the dialog gone: its transition ends in the task that removes it.
    if (holds === 0) afterPaint(runWaiting)
  }
  const timer = window.setTimeout(release, SETTLE_HOLD_MAX_MS)
  return release
}

/**
 * Runs `task` after the next paint, and after any dialog that is closing has gone. Background work
 * that follows a save (the refetch of a 20,000-task list runs on the page's own thread with the
 * in-browser server) then cannot stall the closing dialog's last frames (issue 13).
 */
export function afterSettle(task: () => void): void {
  afterPaint(() => {
    if (holds === 0) task()
    else waiting.push(task)
  })
}
