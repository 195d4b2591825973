/**
 * Resolves in a later task of the event loop, so the work after it is not counted into one long
 * task with the work before it (Lighthouse's Total Blocking Time, issue 13).
 *
 * - `user-visible`: next, ahead of other queued work where the browser can order tasks
 *   (`scheduler.yield`, Chromium).
 * - `background`: behind the page's own work (`scheduler.postTask`'s background priority), for
 *   work nobody is waiting on.
 *
 * Elsewhere it is the next task (a MessageChannel message: timers are clamped to 4 ms).
 */
export function nextTask(priority: 'user-visible' | 'background' = 'user-visible'): Promise<void> {
  if ('scheduler' in globalThis) {
    if (priority === 'user-visible' && typeof scheduler.yield === 'function') return scheduler.yield()
    if (typeof scheduler.postTask === 'function') return scheduler.postTask(() => undefined, { priority })
  }
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/** What a task may run before a long loop yields: 8 ms is 32 ms at Lighthouse's 4× CPU, under its 50 ms long task. */
const SLICE_MS = 8

export interface Pacer {
  /** Whether the current task has run its slice: then `await pacer.yield()`. */
  due(): boolean
  /** The next task (`nextTask`), and a new slice from there. */
  yield(): Promise<void>
}

/**
 * Paces a long loop into tasks of about `sliceMs` each, so it does not block the page for its
 * whole length (the demo store's load, issue 13). The check is a clock read; only a loop that has
 * run its slice waits for the next task.
 */
export function pacer(sliceMs = SLICE_MS): Pacer {
  let since = performance.now()
  return {
    due: () => performance.now() - since >= sliceMs,
    async yield() {
      await nextTask()
      since = performance.now()
    },
  }
}
