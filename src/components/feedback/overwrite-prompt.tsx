import { lazy, Suspense } from 'react'
import { useOverwriteQuestion } from '@/lib/edit-conflict'

const OverwriteDialog = lazy(() => import('./overwrite-dialog').then((module) => ({ default: module.OverwriteDialog })))

/** Where a concurrent-edit question shows (lib/edit-conflict.ts); its dialog loads on first need. */
export function OverwritePrompt() {
  const question = useOverwriteQuestion()
  return question ? (
    <Suspense fallback={null}>
      <OverwriteDialog question={question} />
    </Suspense>
  ) : null
}
