import { ActionIcon, Group } from '@mantine/core'
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react'
import { memo, useMemo } from 'react'
import { Hint } from '@/components/light/hint'
import { LightNativeSelect } from '@/components/light/light-input'
import type { SortDirection } from '@/lib/sort-order'

export interface SortChoice<F extends string> {
  field: F
  direction: SortDirection
}

export interface SortControlProps<F extends string> {
  options: readonly { value: F; label: string }[]
  value: SortChoice<F>
  /** The direction each field starts in when picked (newest first, A to Z…). */
  firstDirection: Record<F, SortDirection>
  /** The chosen order; null for the screen's own order (offered with `defaultLabel`). */
  onChange: (next: SortChoice<F> | null) => void
  /** What the order reads as when the list is in the screen's own order (the dashboard's). */
  defaultLabel?: string
  /** True while the list is in that own order. */
  isDefault?: boolean
  /** Names the select for screen readers only, where the screen's other filters show no labels. */
  hideLabel?: boolean
}

const DEFAULT = ''
const SELECT_WIDTH = { from: 'xs', px: 160 } as const

/**
 * Sort by a field, ascending or descending (issue 20): the browser's select (a plain choice, issue
 * 13) and a toggle that says which way the list runs now.
 */
function SortControlInner<F extends string>({ options, value, firstDirection, onChange, defaultLabel, isDefault = false, hideLabel = false }: SortControlProps<F>) {
  const data = useMemo(
    () => [...(defaultLabel ? [{ value: DEFAULT, label: defaultLabel }] : []), ...options.map((option) => ({ value: option.value, label: option.label }))],
    [options, defaultLabel],
  )
  const ascending = value.direction === 'asc'
  return (
    <Group gap={4} align="flex-end" wrap="nowrap">
      <LightNativeSelect
        label={hideLabel ? undefined : 'Sort by'}
        aria-label={hideLabel ? 'Sort by' : undefined}
        width={SELECT_WIDTH}
        data={data}
        value={isDefault ? DEFAULT : value.field}
        onChange={(event) => {
          const field = options.find((option) => option.value === event.currentTarget.value)?.value
          onChange(field === undefined ? null : { field, direction: firstDirection[field] })
        }}
      />
      {!isDefault && (
        <Hint label={ascending ? 'Ascending (click for descending)' : 'Descending (click for ascending)'} withArrow openDelay={400}>
          {(hint) => (
            <ActionIcon {...hint}
              variant={ascending ? 'default' : 'light'}
              size={36}
              aria-label="Descending"
              aria-pressed={!ascending}
              onClick={() => onChange({ field: value.field, direction: ascending ? 'desc' : 'asc' })}
            >
              {ascending ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
            </ActionIcon>
          )}
        </Hint>
      )}
    </Group>
  )
}

export const SortControl = memo(SortControlInner) as typeof SortControlInner
