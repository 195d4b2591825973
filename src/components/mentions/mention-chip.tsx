import type { MentionPerson } from '@/contract/mentions'
import classes from './mentions.module.css'

/** `@Priya Nair`; for the reader, bold on a highlight with an outline, and "(mentions you)". */
export function MentionChip({ person, me }: { person: MentionPerson; me: boolean }) {
  const name = `${person.firstName} ${person.lastName}`.trim() || person.username
  return (
    <span className={classes.mention} data-mention={person.username} data-me={me || undefined} title={`@${person.username}`}>
      @{name}
      {me && <span className={classes.hidden}> (mentions you)</span>}
    </span>
  )
}
