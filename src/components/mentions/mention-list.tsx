import type { CSSProperties } from 'react'
import type { MentionPerson } from '@/contract/mentions'
import classes from './mention-list.module.css'
import { mentionOptionId } from './use-mention-suggest'

export interface MentionListProps<T extends MentionPerson> {
  id: string
  options: readonly T[]
  active: number
  onPick: (person: T) => void
  onHover: (index: number) => void
  style?: CSSProperties
}

/**
 * The people who may be mentioned, as a listbox the text field controls (the field keeps focus;
 * the highlighted option is its active descendant). A press picks without taking focus from it.
 */
export function MentionList<T extends MentionPerson>({ id, options, active, onPick, onHover, style }: MentionListProps<T>) {
  return (
    <ul id={id} role="listbox" aria-label="People to mention" className={classes.list} style={style}>
      {options.map((person, index) => (
        <li
          key={person.id}
          id={mentionOptionId(id, index)}
          role="option"
          aria-selected={index === active}
          className={classes.option}
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onHover(index)}
          onClick={() => onPick(person)}
        >
          <span>
            {person.firstName} {person.lastName}
          </span>
          <span className={classes.username}>@{person.username}</span>
        </li>
      ))}
    </ul>
  )
}

/**
 * A polite live region saying how many people the open list offers (always mounted, so it is
 * heard; no `status` role, so the screen's own status line stays the one status).
 */
export function MentionStatus({ open, count }: { open: boolean; count: number }) {
  return (
    <span aria-live="polite" className={classes.hidden} data-mention-status="">
      {open ? `${count === 1 ? '1 person' : `${count} people`} to mention. Up and down to choose, Enter to insert, Escape to close.` : ''}
    </span>
  )
}
