import { ComboboxChevron, TextInput } from '@mantine/core'
import type { KeyboardEvent } from 'react'
import { useLazyOverlay } from '@/components/overlay/use-lazy-overlay'
import type { LoadedSelectProps } from './loaded-select'

const loadSelect = () => import('./loaded-select').then((module) => module.LoadedSelect)

export type LazySelectProps = Omit<LoadedSelectProps, 'ref'>

/**
 * Mantine's Select, loaded when the user first reaches for it (issue 13): until a hover, touch or
 * focus fetches its code, a read-only field that looks the same shows the chosen option. A click,
 * a letter, Enter, Space or the down arrow on it opens the real one's list once it has come.
 * Combobox, Popover and floating-ui so stay out of a screen's first load, and the page mounts no
 * Select it does not use.
 */
export function LazySelect(props: LazySelectProps) {
  const { loaded: Select, standIn, takeOver } = useLazyOverlay(loadSelect)
  if (Select) return <Select {...props} ref={takeOver} />
  const { label, w, data, value, placeholder } = props
  const chosen = data.find((option) => option.value === value)?.label ?? ''
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const letter = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey
    if (!letter && event.key !== 'ArrowDown' && event.key !== 'Enter' && event.key !== ' ') return
    event.preventDefault()
    standIn.onClick()
  }
  return (
    <TextInput
      {...standIn}
      label={label}
      w={w}
      placeholder={placeholder}
      value={chosen}
      readOnly
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      aria-autocomplete={props.searchable ? 'list' : 'none'}
      onKeyDown={onKeyDown}
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
    />
  )
}
