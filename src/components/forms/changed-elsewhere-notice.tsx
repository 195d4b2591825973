import { Alert } from '@mantine/core'
import { IconRefreshAlert } from '@tabler/icons-react'
import { liveKey, useLiveVersion } from '@/lib/live-highlight'

export interface ChangedElsewhereNoticeProps {
  what: 'task' | 'project'
  /** The record the dialog edits (none when creating). */
  record: { id: number; version?: number } | null | undefined
}

/**
 * In an edit dialog: says when a newer version of the record arrived live while it was open. The
 * form keeps what the user typed; the save, based on the version it opened with, asks before
 * overwriting (lib/edit-conflict.ts).
 */
export function ChangedElsewhereNotice({ what, record }: ChangedElsewhereNoticeProps) {
  const latest = useLiveVersion(liveKey(what, record?.id ?? 0))
  if (!record || record.version === undefined || latest === undefined || latest <= record.version) return null
  return (
    <Alert color="yellow" variant="light" role="status" icon={<IconRefreshAlert size={18} aria-hidden />}>
      This {what} was just changed by someone else. Saving will ask before overwriting.
    </Alert>
  )
}
