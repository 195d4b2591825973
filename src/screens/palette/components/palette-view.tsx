import '@/styles/mantine-overlays'
import { Kbd, Loader, Modal, VisuallyHidden } from '@mantine/core'
import { Spotlight, type SpotlightStore, useSpotlight } from '@mantine/spotlight'
// Spotlight's actions can highlight the query (Mark); the shell's sheet lacks it.
import '@mantine/core/styles/Mark.layer.css'
import '@mantine/core/styles/Kbd.layer.css'
import '@mantine/spotlight/styles.layer.css'
import { IconSearch } from '@tabler/icons-react'
import { type KeyboardEvent, type Ref, useEffect, useId } from 'react'
import { usePageScrollLock } from '@/components/feedback/page-scroll-lock'
import type { PaletteItem, PaletteSection } from '../utils/palette-index'
import classes from './palette-view.module.css'

export interface PaletteViewProps {
  store: SpotlightStore
  query: string
  onQueryChange: (query: string) => void
  sections: readonly PaletteSection[]
  /** The lists are still arriving: records may yet match. */
  loading?: boolean
  onChoose: (item: PaletteItem) => void
  /** After the close transition, when focus is back where it was. */
  onExited?: () => void
  /** The search box, for the letters typed before it has focus. */
  searchRef?: Ref<HTMLInputElement>
  /** Stories and tests: shown open without the store. */
  forceOpened?: boolean
}

/**
 * The palette's dialog: Mantine Spotlight given combobox semantics (the search input controls a
 * listbox of options, grouped, the selected one its active descendant), so a screen reader follows
 * the arrow keys. Spotlight handles ArrowUp/Down, Enter and Escape, and returns focus on close.
 */
export function PaletteView({ store, query, onQueryChange, sections, loading = false, onChoose, onExited, searchRef, forceOpened }: PaletteViewProps) {
  const { selected, opened } = useSpotlight(store)
  usePageScrollLock(opened || forceOpened === true)
  const baseId = `palette${useId().replace(/[^\w-]/g, '')}`
  const listId = `${baseId}-list`
  const optionId = (index: number) => `${baseId}-option-${index}`
  const count = sections.reduce((total, section) => total + section.items.length, 0)

  // Other results (typing, lists arriving) under the same selection index: start from the top.
  const shown = sections.map((section) => section.items.map((item) => item.key).join()).join('|')
  useEffect(() => {
    if (opened || forceOpened) store.setState((state) => ({ ...state, selected: 0 }))
  }, [shown, opened, forceOpened, store])
  // Spotlight moves its selection with `updateState`, which tells no subscriber: re-read it once
  // its own key handler (which runs after this one) has moved it, so the active descendant follows.
  const followArrows = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') queueMicrotask(() => store.setState((state) => ({ ...state })))
  }

  const offsets = sections.reduce<number[]>((starts, _section, at) => [...starts, at === 0 ? 0 : starts[at - 1] + sections[at - 1].items.length], [])
  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={onQueryChange}
      shortcut={null}
      scrollable
      maxHeight={420}
      classNames={{ action: classes.action }}
      forceOpened={forceOpened}
      // The host clears the query when it opens the palette. Spotlight's own clearing waits for the
      // close transition to end, and would wipe what is typed into a palette reopened meanwhile.
      clearQueryOnClose={false}
      transitionProps={{ duration: 150, transition: 'pop', onExited }}
    >
      <VisuallyHidden>
        <Modal.Title>Command palette</Modal.Title>
      </VisuallyHidden>
      <Spotlight.Search
        ref={searchRef}
        placeholder="Search screens, projects, tasks, people, actions…"
        aria-label="Search screens, projects, tasks, people and actions"
        role="combobox"
        aria-expanded={count > 0}
        aria-controls={count > 0 ? listId : undefined}
        aria-autocomplete="list"
        onKeyDown={followArrows}
        aria-activedescendant={count > 0 && selected >= 0 && selected < count ? optionId(selected) : undefined}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={loading ? <Loader size="xs" role="status" aria-label="Loading results" /> : undefined}
      />
      {count > 0 ? (
        <Spotlight.ActionsList id={listId} role="listbox" aria-label="Results">
          {sections.map((section, sectionAt) => (
            <div key={section.group} role="group" aria-labelledby={`${baseId}-${section.group}`} className={classes.group}>
              <div id={`${baseId}-${section.group}`} role="presentation" className={classes.groupLabel}>
                {section.group}
              </div>
              {section.items.map((item, itemAt) => {
                const index = offsets[sectionAt] + itemAt
                return (
                  <Spotlight.Action
                    key={`${section.group}:${item.key}`}
                    // Spotlight.Action keeps `id` to itself; the combobox needs it for aria-activedescendant.
                    ref={(node) => {
                      if (node) node.id = optionId(index)
                    }}
                    role="option"
                    aria-selected={index === selected}
                    data-selected={index === selected || undefined}
                    label={item.label}
                    description={item.description}
                    aria-keyshortcuts={item.keys?.length === 1 ? item.keys[0] : undefined}
                    rightSection={item.keys && <ItemKeys keys={item.keys} />}
                    onClick={() => onChoose(item)}
                  />
                )
              })}
            </div>
          ))}
        </Spotlight.ActionsList>
      ) : (
        <p className={classes.empty} role="status">
          {loading ? 'Loading…' : query.trim() ? `No results for “${query.trim()}”` : 'Type to search'}
        </p>
      )}
    </Spotlight.Root>
  )
}

/** An option's shortcut, for the eye: the option itself says it to assistive tech (aria-keyshortcuts, or its screen's menu link). */
function ItemKeys({ keys }: { keys: readonly string[] }) {
  return (
    <span aria-hidden className={classes.keys}>
      {keys.map((key) => (
        <Kbd key={key} size="xs">
          {key.toUpperCase()}
        </Kbd>
      ))}
    </span>
  )
}
