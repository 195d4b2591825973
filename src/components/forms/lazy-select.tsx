import type { KeyboardEvent } from 'react'
import { type LightInputWidth, LightSelectStandIn } from '@/components/light/light-input'
import { useLazyOverlay } from '@/components/overlay/use-lazy-overlay'
import type { LoadedSelectProps } from './loaded-select'

const loadSelect = () => import('./loaded-select').then((module) => module.LoadedSelect)

export interface LazySelectProps extends Omit<LoadedSelectProps, 'ref' | 'w'> {
  /** Its width (the stand-in's and the loaded Select's). */
  width?: LightInputWidth
}

/**
 * Mantine's Select, loaded when the user first reaches for it (issue 13): until a hover, touch or
 * focus fetches its code, a read-only field that looks the same shows the chosen option. A click,
 * a letter, Enter, Space or the down arrow on it opens the real one's list once it has come.
 * The stand-in is plain elements in Mantine's field look (light-input.tsx).
 * Combobox, Popover and floating-ui so stay out of a screen's first load, and the page mounts no
 * Select it does not use.
 */
export function LazySelect({ width, ...props }: LazySelectProps) {
  const { loaded: Select, standIn, takeOver } = useLazyOverlay(loadSelect)
  if (Select) return <Select {...props} w={width && (width.from ? { base: '100%', [width.from]: width.px } : width.px)} ref={takeOver} />
  const { label, data, value, placeholder } = props
  const chosen = data.find((option) => option.value === value)?.label ?? ''
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const letter = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey
    if (!letter && event.key !== 'ArrowDown' && event.key !== 'Enter' && event.key !== ' ') return
    event.preventDefault()
    standIn.onClick()
  }
  return (
    <LightSelectStandIn
      {...standIn}
      label={label}
      width={width}
      placeholder={placeholder}
      value={chosen}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      aria-autocomplete={props.searchable ? 'list' : 'none'}
      onKeyDown={onKeyDown}
    />
  )
}
