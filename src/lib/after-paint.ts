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
