import { isoNow } from '../clock'
import { bump } from '../versions'

/** Marks a change in a task's draft: one more version, and now as its `updatedAt` (issue 20). */
export function touchTask(draft: { version?: number; updatedAt?: string }): void {
  bump(draft)
  draft.updatedAt = isoNow()
}
