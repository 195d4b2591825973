import { notifications } from '@mantine/notifications'
import { useRouter } from '@tanstack/react-router'
import { type MouseEvent, useCallback } from 'react'
import { type RecordTarget, recordHref } from '@/components/light/record-href'
import { notifySuccess } from '@/lib/notify'
import classes from './notify-created.module.css'

export interface CreatedLink {
  /** 'View task', 'View project'. */
  label: string
  target: RecordTarget
  /** Client-side navigation to `target` (the toast stack lives outside the router). */
  navigate: (target: RecordTarget) => void
}

/**
 * The success toast of a create or edit (issue 20): the spec's message as it is, and a link to the
 * record, so the user can reach what they just made however the list they are on is ordered.
 */
export function notifySuccessWithLink(message: string, { label, target, navigate }: CreatedLink): void {
  const id = `saved-${Date.now()}-${Math.random().toString(36).slice(2)}`
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    notifications.hide(id)
    navigate(target)
  }
  notifySuccess(
    <>
      <span>{message}</span>{' '}
      <a className={classes.link} href={recordHref(target)} onClick={onClick}>
        {label}
      </a>
    </>,
    undefined,
    id,
  )
}

/** `notifySuccessWithLink` with this router's navigation: a stable `(message, label, target)`. */
export function useNotifyWithLink(): (message: string, label: string, target: RecordTarget) => void {
  const router = useRouter()
  return useCallback(
    (message, label, target) => notifySuccessWithLink(message, { label, target, navigate: (to) => void router.navigate(to) }),
    [router],
  )
}
