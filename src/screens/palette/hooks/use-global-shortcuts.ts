import { useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { User } from '@/contract/schemas'
import { findSearchBox, goTarget, isPaletteKey, mayUseShortcut } from '@/lib/keyboard-shortcuts'
import { moveInList, runTaskAction, TASK_ACTION_KEYS } from '@/lib/list-keys'
import { menuFor } from '@/lib/navigation'
import type { PaletteRequestKind } from '../utils/palette-requests'
import { mayCreateTask } from '../utils/shortcuts'

/** How long `g` waits for its second key. */
export const GO_TIMEOUT_MS = 1500

/**
 * The app's keyboard shortcuts, one keydown listener for the signed-in shell: ⌘K/Ctrl+K anywhere
 * (even typing or in a dialog), and single keys only where mayUseShortcut allows. What needs the
 * palette's module is asked of `request`, which loads it.
 */
export function useGlobalShortcuts(user: User, request: (kind: PaletteRequestKind) => void): void {
  const navigate = useNavigate()
  const router = useRouter()
  const goPressedAt = useRef(0)
  const latest = useRef({ user, request })
  useEffect(() => {
    latest.current = { user, request }
  }, [user, request])

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (isPaletteKey(event)) {
        event.preventDefault()
        latest.current.request('palette')
        return
      }
      if (!mayUseShortcut(event)) {
        goPressedAt.current = 0
        return
      }
      const key = event.key
      if (goPressedAt.current > 0 && performance.now() - goPressedAt.current <= GO_TIMEOUT_MS) {
        goPressedAt.current = 0
        const entry = goTarget(menuFor(router.routesById, latest.current.user), key.toLowerCase())
        if (entry) {
          event.preventDefault()
          void navigate({ to: entry.to })
        }
        return
      }
      goPressedAt.current = 0
      if (key === 'g') {
        goPressedAt.current = performance.now() || 1
      } else if (key === '?') {
        event.preventDefault()
        latest.current.request('cheat-sheet')
      } else if (key === '/') {
        const box = findSearchBox()
        if (!box) return
        event.preventDefault()
        box.focus()
        if (box instanceof HTMLInputElement) box.select()
      } else if (key === 'c' && mayCreateTask(latest.current.user)) {
        event.preventDefault()
        latest.current.request('new-task')
      } else if (key === 'j' || key === 'k') {
        if (moveInList(key === 'j' ? 'next' : 'previous')) event.preventDefault()
      } else if (Object.hasOwn(TASK_ACTION_KEYS, key)) {
        if (runTaskAction(TASK_ACTION_KEYS[key])) event.preventDefault()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [navigate, router])
}
