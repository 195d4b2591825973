/**
 * Record versions (ours, issues 15 and 16): tasks, projects and checklist templates count their changes, answer the
 * count as `version`, and an update that names the version it was based on (`If-Match: "3"`) is
 * refused with 409 `EDIT_CONFLICT` and the current record when someone changed it since. An update
 * without `If-Match` overwrites, as SPEC §7 shows.
 */
import { HttpError } from './errors'

interface Versioned {
  version?: number
}

/** 0 until the record's first change (stored demo data from before versions has none). */
export const versionOf = (record: Versioned): number => record.version ?? 0

/** Marks a change in the draft of an update. */
export function bump(draft: Versioned): void {
  draft.version = versionOf(draft) + 1
}

/** The version an `If-Match` header names (`"3"`, `W/"3"` or `3`); null for none or `*`. */
export function ifMatchVersion(request: Request): number | null {
  const header = request.headers.get('If-Match')?.trim()
  if (!header || header === '*') return null
  const match = /^(?:W\/)?"?(\d+)"?$/.exec(header)
  if (!match) throw new HttpError(400, 'If-Match must name a version, e.g. "3"', { code: 'BAD_REQUEST' })
  return Number(match[1])
}

/** 409 with the current record when the caller edited an older version than the stored one. */
export function checkIfMatch(request: Request, record: Versioned, what: 'task' | 'project' | 'checklist template', current: () => unknown): void {
  const expected = ifMatchVersion(request)
  if (expected === null || expected === versionOf(record)) return
  throw new HttpError(409, `This ${what} was changed by someone else after you opened it`, { code: 'EDIT_CONFLICT', current: current() })
}
