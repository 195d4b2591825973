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
