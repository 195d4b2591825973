import { notifications } from '@mantine/notifications'
import { isDialogOpen, isTypingTarget } from '@/lib/keyboard-shortcuts'
import classes from './undo-toast.module.css'

export const UNDO_MS = 6000

export interface Undoable {
  /** The success toast's text (the SPEC's, where it has one). */
  message: string
  /** Puts things back; its own toasts say how that went. */
  onUndo: () => unknown
  autoClose?: number
}

const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)

/** "Ctrl+Z", or "⌘Z" on Apple systems. */
export function undoKeyLabel(): string {
  return isApple() ? '⌘Z' : 'Ctrl+Z'
}

/** Ctrl+Z or ⌘Z, not while typing (the field's own undo) nor with a dialog open. */
export function isUndoKey(event: KeyboardEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== 'z') return false
  return !isTypingTarget(event.target) && !isDialogOpen()
}

let announcer: HTMLElement | null = null

/** Says `text` politely, once, without moving focus (the toast itself is an alert). */
function announce(text: string): void {
  if (!announcer || !announcer.isConnected) {
    announcer = document.createElement('div')
    announcer.className = classes.announcer
    announcer.setAttribute('aria-live', 'polite')
    announcer.setAttribute('role', 'status')
    document.body.append(announcer)
  }
  const region = announcer
  region.textContent = ''
  // A change after the region exists is what screen readers read.
  window.setTimeout(() => (region.textContent = text), 50)
}

/** Stops the shortcut of the undo toast shown last: only the newest undo answers Ctrl+Z. */
let stopCurrent: (() => void) | null = null

/**
 * A success toast with an Undo button, for a destructive or bulk action (issue 19). Focus stays
 * where it is; while the toast shows, Ctrl+Z (⌘Z) undoes too, and that is announced politely.
 * Undo runs once, whichever way it is asked for.
 */
export function notifyUndoable({ message, onUndo, autoClose = UNDO_MS }: Undoable): void {
  stopCurrent?.()
  const id = `undo-${Date.now()}-${Math.random().toString(36).slice(2)}`
  let done = false
  const stop = () => {
    window.removeEventListener('keydown', onKey)
    if (stopCurrent === stop) stopCurrent = null
  }
  const undo = () => {
    if (done) return
    done = true
    stop()
    notifications.hide(id)
    void onUndo()
  }
  const onKey = (event: KeyboardEvent) => {
    if (event.defaultPrevented || !isUndoKey(event)) return
    event.preventDefault()
    undo()
  }
  window.addEventListener('keydown', onKey)
  stopCurrent = stop
  const key = undoKeyLabel()
  notifications.show({
    id,
    color: 'teal',
    autoClose,
    onClose: stop,
    message: (
      <>
        <span>{message}</span>
        <button type="button" className={classes.undo} onClick={undo} aria-keyshortcuts={isApple() ? 'Meta+Z' : 'Control+Z'}>
          Undo
        </button>
        <span className={classes.hint}>or press {key}</span>
      </>
    ),
  })
  announce(`Undo available: press ${key}`)
}
