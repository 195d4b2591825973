/**
 * Concurrent edits (ours, issues 15 and 16). An update names the version of the record the user
 * started from (`If-Match`); when someone else saved in between, the server answers 409
 * `EDIT_CONFLICT` with the record as it is now, and the user chooses: overwrite it with their
 * changes, or keep the other version. Nothing is overwritten silently.
 */
import { useSyncExternalStore } from 'react'
import { ApiError, type Parser } from './api-client'

/** The header for an update based on `version` (none for a record without one: the last write wins). */
export function ifMatch(version: number | undefined): Record<string, string> {
  return version === undefined ? {} : { 'If-Match': `"${version}"` }
}

/** The current record from an `EDIT_CONFLICT` refusal, or null for any other failure. */
export function conflictCurrent<T>(error: unknown, schema: Parser<T>): T | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'EDIT_CONFLICT') return null
  try {
    return schema.parse(error.current)
  } catch {
    return null
  }
}

/** The user kept the version saved elsewhere: not a failure, the edit is over. */
export class KeptTheirVersion extends Error {
  constructor(what: string) {
    super(`Kept the ${what} as it was saved elsewhere; your changes were not saved.`)
    this.name = 'KeptTheirVersion'
  }
}

export interface OverwriteQuestion {
  /** "task", "project". */
  what: string
  /** Its name as it is now. */
  name: string
  answer: (overwrite: boolean) => void
}

let question: OverwriteQuestion | null = null
const listeners = new Set<() => void>()
const publish = (next: OverwriteQuestion | null) => {
  question = next
  for (const listener of listeners) listener()
}

/** Asks the user (OverwritePrompt) whether their changes replace the version saved elsewhere. */
export function askToOverwrite(what: string, name: string): Promise<boolean> {
  question?.answer(false)
  return new Promise((resolve) =>
    publish({
      what,
      name,
      answer: (overwrite) => {
        publish(null)
        resolve(overwrite)
      },
    }),
  )
}

/** The open question, for the prompt that shows it. */
export function useOverwriteQuestion(): OverwriteQuestion | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => question,
    () => question,
  )
}

/**
 * Runs an update based on `version`; on a conflict asks the user, then overwrites (based on the
 * version they were shown) or throws `KeptTheirVersion`.
 */
export async function updateOrAsk<T extends { version?: number }>(
  update: (headers: Record<string, string>) => Promise<T>,
  version: number | undefined,
  schema: Parser<T>,
  describe: (current: T) => { what: string; name: string },
): Promise<T> {
  try {
    return await update(ifMatch(version))
  } catch (error) {
    const current = conflictCurrent(error, schema)
    if (!current) throw error
    const { what, name } = describe(current)
    if (!(await askToOverwrite(what, name))) throw new KeptTheirVersion(what)
    return update(ifMatch(current.version))
  }
}
