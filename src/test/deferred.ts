/** A gate for a mock handler: requests that await `promise` wait until the test calls `resolve()`. */
export function deferred() {
  let resolve: () => void = () => undefined
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}
