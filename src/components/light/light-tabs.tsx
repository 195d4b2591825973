import { type KeyboardEvent, useRef } from 'react'
import classes from './light-tabs.module.css'

export interface LightTabsProps<T extends string> {
  tabs: readonly { value: T; label: string }[]
  value: T
  onChange: (value: T) => void
  /** Names the tab list for screen readers. */
  'aria-label'?: string
  /** The id of what the tabs filter (the list below them). */
  controls?: string
}

/**
 * Tabs that filter a list, as plain elements: Mantine's Tabs look and keyboard (arrows, Home and
 * End move and choose, the chosen tab is the one Tab stop), without Mantine's Tabs and the chunk
 * it shares with the documentation page in a screen's first load (issue 13).
 */
export function LightTabs<T extends string>({ tabs, value, onChange, controls, 'aria-label': label }: LightTabsProps<T>) {
  const list = useRef<HTMLDivElement>(null)
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.value === value)
    const next =
      event.key === 'ArrowRight' ? (index + 1) % tabs.length
      : event.key === 'ArrowLeft' ? (index - 1 + tabs.length) % tabs.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? tabs.length - 1
      : -1
    if (next < 0) return
    event.preventDefault()
    onChange(tabs[next]!.value)
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus()
  }
  return (
    <div ref={list} role="tablist" aria-label={label} className={classes.list}>
      {tabs.map((tab) => {
        const selected = tab.value === value
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            className={`mantine-focus-auto ${classes.tab}`}
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}
