/**
 * @mentions (ours, issue 19): a mention is stored as the plain text `@username`, which the server
 * reads to notify and the client reads to show a chip. Pure functions shared by both sides.
 */

/** Characters a username may hold (`fields.ts`: letters, digits, dots, dashes, underscores). */
const NAME_CHARS = '[A-Za-z0-9._-]'
// `@` at the start or after a character that cannot end a word (so `a@b.example` is no mention).
const TOKEN = new RegExp(`(^|[^A-Za-z0-9._@-])@(${NAME_CHARS}+)`, 'g')

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

export interface MentionPerson {
  id: number
  firstName: string
  lastName: string
  username: string
}
