import { Button, Center, Loader, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './list-states.module.css'

// Apart from list-page.tsx: a screen that shows only the states (the dashboard) does not load the
// search box and its Mantine TextInput with them (issue 13).

/** What the list's states need from its query (a TanStack `useQuery` result fits). */
export interface ListQuery {
  isPending: boolean
  isError: boolean
  /** What the last successful load returned, kept through a failed refresh. */
  data?: unknown
  refetch: () => unknown
}

export interface ListStatesProps {
  query: ListQuery
  /** The loader's accessible name, e.g. 'Loading users'. */
  loadingLabel: string
  /** The failure line above Try again (the screen's fetch-failed message). */
  errorMessage: string
  /** Whether there is nothing to show once loaded; without it the content shows its own empty state. */
  isEmpty?: boolean
  empty?: { title: string; description: ReactNode; centered?: boolean }
  /** A line such as '3 users', above the list or below it. */
  count?: { text: string; position: 'top' | 'bottom' }
  children: ReactNode
}

/** The loading → error (with Try again) → empty → content chain every list shows. */
export function ListStates({ query, loadingLabel, errorMessage, isEmpty, empty, count, children }: ListStatesProps) {
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader role="progressbar" aria-label={loadingLabel} />
      </Center>
    )
  }
  // A failed refresh keeps the list on screen (the screen's toast says it failed); only a list that
  // never loaded shows the failure with Try again.
  if (query.isError && query.data === undefined) {
    return (
      <Stack align="center" py="xl" gap="xs">
        <Text fw={600}>{errorMessage}</Text>
        <Button variant="light" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Stack>
    )
  }
  if (isEmpty && empty) {
    return (
      <Stack align="center" py="xl" gap={4}>
        <Text fw={600}>{empty.title}</Text>
        <Text c="dimmed" size="sm" ta={empty.centered ? 'center' : undefined}>
          {empty.description}
        </Text>
      </Stack>
    )
  }
  // A plain element: the count changes with every keystroke of the search.
  const line = count && <p className={count.position === 'top' ? `${classes.count} ${classes.countTop}` : `${classes.count} ${classes.countBottom}`}>{count.text}</p>
  return (
    <>
      {count?.position === 'top' && line}
      {children}
      {count?.position === 'bottom' && line}
    </>
  )
}
