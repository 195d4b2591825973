import { useEffect } from 'react'
import { applyUpdate, watchForUpdates } from '@/lib/app-worker'
import { showUpdateNotice } from './update-notice'

/**
 * Tells the user when a new deployment has arrived, and switches to it only when they choose
 * Reload: a page never runs on two versions' files (reliability checks M-09, M-10).
 */
export function UpdatePrompt() {
  useEffect(() => watchForUpdates(() => showUpdateNotice(() => void applyUpdate())), [])
  return null
}
