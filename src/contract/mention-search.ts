/**
 * Finding whom to mention while typing (ours, issue 19): only the composers need this, so it loads
 * with them, apart from the parser every reader uses (mentions.ts).
 */
import type { MentionPerson } from './mentions'

const NAME_CHARS = '[A-Za-z0-9._-]'
// An open mention being typed: `@` and the name so far, up to the cursor.
const TYPING = new RegExp(`(?:^|[^A-Za-z0-9._@-])@(${NAME_CHARS}{0,40})$`)

/**
 * The mention being typed just before the cursor: the name so far (maybe empty, right after `@`),
 * or null when the cursor is not in one.
 */
export function mentionQueryBefore(textBeforeCursor: string): string | null {
  const match = TYPING.exec(textBeforeCursor)
  return match ? match[1] : null
}

/**
 * Whether a person matches what was typed after `@`: a prefix of the first name, the last name,
 * the full name, the username or any of its `.`/`_`/`-` parts, ignoring case and accents.
 */
export function matchesMention(person: MentionPerson, query: string): boolean {
  const wanted = fold(query.trim())
  if (wanted === '') return true
  const first = fold(person.firstName)
  const last = fold(person.lastName)
  const username = fold(person.username)
  const candidates = [first, last, `${first} ${last}`, `${first}${last}`, username, ...username.split(/[._-]/)]
  return candidates.some((candidate) => candidate.startsWith(wanted) || candidate.replace(/[\s._-]/g, '').startsWith(wanted.replace(/[\s._-]/g, '')))
}

/** People matching the query, those whose name starts with it first, then by name. */
export function filterMentionable<T extends MentionPerson>(people: readonly T[], query: string, limit = 8): T[] {
  const wanted = fold(query)
  const rank = (person: T) => (fold(person.firstName).startsWith(wanted) || fold(person.username).startsWith(wanted) ? 0 : 1)
  return people
    .filter((person) => matchesMention(person, query))
    .sort((a, b) => rank(a) - rank(b) || `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`))
    .slice(0, limit)
}

function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()
}
