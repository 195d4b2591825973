/**
 * @mentions (ours, issue 19): a mention is stored as the plain text `@username`, which the server
 * reads to notify and the client reads to show a chip. Pure functions shared by both sides.
 */

/** Characters a username may hold (`fields.ts`: letters, digits, dots, dashes, underscores). */
const NAME_CHARS = '[A-Za-z0-9._-]'
// `@` at the start or after a character that cannot end a word (so `a@b.example` is no mention).
const TOKEN = new RegExp(`(^|[^A-Za-z0-9._@-])@(${NAME_CHARS}+)`, 'g')
// An open mention being typed: `@` and the name so far, up to the cursor.
const TYPING = new RegExp(`(?:^|[^A-Za-z0-9._@-])@(${NAME_CHARS}{0,40})$`)

export interface MentionToken {
  /** Index of the `@`. */
  start: number
  /** Index just past the name. */
  end: number
  /** As written (case kept). */
  username: string
}

/** Sentence punctuation after a name ends the sentence, not the name (`@priya.` → `priya`). */
function trimTrailing(name: string): string {
  return name.replace(/[.-]+$/, '')
}

/** Every `@username` in a plain text, in order. */
export function mentionTokens(text: string): MentionToken[] {
  if (!text.includes('@')) return []
  const tokens: MentionToken[] = []
  for (const match of text.matchAll(TOKEN)) {
    const username = trimTrailing(match[2])
    if (username === '') continue
    const start = match.index + match[1].length
    tokens.push({ start, end: start + 1 + username.length, username })
  }
  return tokens
}

/** The distinct usernames a text mentions, lower-cased (usernames are matched case-insensitively). */
export function mentionedUsernames(text: string): string[] {
  return [...new Set(mentionTokens(text).map((token) => token.username.toLowerCase()))]
}

/**
 * The mention being typed just before the cursor: the name so far (maybe empty, right after `@`),
 * or null when the cursor is not in one.
 */
export function mentionQueryBefore(textBeforeCursor: string): string | null {
  const match = TYPING.exec(textBeforeCursor)
  return match ? match[1] : null
}

export interface MentionPerson {
  id: number
  firstName: string
  lastName: string
  username: string
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
