import type { DemoBackend } from '@/lib/demo-backend'
import { downloadText } from '@/lib/download'
import { notifyError } from '@/lib/notify'

/** Our words (docs/decisions.md "Demo storage"): the spec has no message for a browser's storage. */
export const STORAGE_MESSAGES = {
  fullTitle: 'Demo storage is full',
  full: 'Your last change was not saved. Reset the demo data (Demo menu) or free up space for this site in your browser, then try again.',
  recoveredTitle: 'Saved demo data could not be read',
  recovered:
    'It was set aside, not erased, and the demo started again with fresh data, which signs everyone out. Download the unreadable data to keep it (also in the Demo menu).',
  download: 'Download unreadable data',
  downloadFailed: 'The unreadable data could not be downloaded',
} as const

/** The file the unreadable demo data downloads as. */
export function recoveryFileName(movedAt: string): string {
  return `taskhive-unreadable-data-${movedAt.replace(/[:.]/g, '-')}.json`
}

/** Downloads the demo data that was set aside as unreadable (Demo menu and the notice). */
export async function downloadRecovery(backend: DemoBackend): Promise<void> {
  const { recovery } = backend.getState()
  try {
    const text = await backend.recoveryFile()
    if (!recovery || text === null) throw new Error('nothing kept')
    downloadText(recoveryFileName(recovery.movedAt), text)
  } catch {
    notifyError(STORAGE_MESSAGES.downloadFailed)
  }
}
