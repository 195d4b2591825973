import { describe, expect, it } from 'vitest'
import { createQueryClient } from './query-client'
import { guardPendingMutations, holdUnsavedInput } from './unsaved-changes-guard'

function beforeUnloadIsRefused(): boolean {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('guardPendingMutations', () => {
  it('asks before leaving only while a change is on its way to the server', async () => {
    const client = createQueryClient()
    const stop = guardPendingMutations(client)
    expect(beforeUnloadIsRefused()).toBe(false)

    let answer: () => void = () => undefined
    const saving = client
      .getMutationCache()
      .build(client, {
        mutationFn: () => new Promise<void>((resolve) => (answer = resolve)),
      })
      .execute(undefined)
    await Promise.resolve()
    expect(client.isMutating()).toBe(1)
    expect(beforeUnloadIsRefused()).toBe(true)

    answer()
    await saving
    expect(client.isMutating()).toBe(0)
    expect(beforeUnloadIsRefused()).toBe(false)
    stop()
  })

  it('stops asking once removed, even with a change still pending', async () => {
    const client = createQueryClient()
    const stop = guardPendingMutations(client)
    void client
      .getMutationCache()
      .build(client, { mutationFn: () => new Promise<void>(() => undefined) })
      .execute(undefined)
    await Promise.resolve()
    expect(beforeUnloadIsRefused()).toBe(true)
    stop()
    expect(beforeUnloadIsRefused()).toBe(false)
  })
})

describe('holdUnsavedInput', () => {
  it('asks before leaving until released', () => {
    const target = new EventTarget()
    const release = holdUnsavedInput(target as unknown as Window)
    const held = new Event('beforeunload', { cancelable: true })
    target.dispatchEvent(held)
    expect(held.defaultPrevented).toBe(true)
    release()
    const free = new Event('beforeunload', { cancelable: true })
    target.dispatchEvent(free)
    expect(free.defaultPrevented).toBe(false)
  })
})
