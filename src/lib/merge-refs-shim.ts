import { useMergedRef } from '@mantine/hooks'
import type { Ref } from 'react'

/**
 * floating-ui's `useMergeRefs`, for Mantine's ScrollArea alone (vite.config.ts, `scrollAreaWithoutFloatingUi`):
 * ScrollArea imports it from `@floating-ui/react`, which brought all of floating-ui (about 12 KB
 * gzip) into every screen that shows a table or a scrolling list, popovers or not (issue 13).
 */
export function useMergeRefs<T>(refs: readonly (Ref<T> | undefined)[]): (instance: T | null) => void {
  return useMergedRef(...refs)
}
