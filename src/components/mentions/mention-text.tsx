import { Fragment, type ReactNode } from 'react'
import { type MentionPerson, mentionTokens } from '@/contract/mentions'
import { linkifyText } from '@/components/rich-text/linkify'
import { MentionChip } from './mention-chip'

/** Whom `@username` may name here, and who is reading (their mentions stand out). */
export interface MentionContext {
  people: readonly MentionPerson[]
  meId: number | null
}

/**
 * A text renderer (for `RichTextView`'s `renderText` or a chat message): `@username` naming a
 * known person becomes a chip reading `@First Last`, and one naming the reader is highlighted and
 * says so to screen readers; addresses become links as `linkifyText` makes them; an unknown name
 * stays as typed.
 */
export function mentionRenderer({ people, meId }: MentionContext): (text: string) => ReactNode {
  const byName = new Map(people.map((person) => [person.username.toLowerCase(), person]))
  return (text) => {
    const tokens = mentionTokens(text).filter((token) => byName.has(token.username.toLowerCase()))
    if (tokens.length === 0) return linkifyText(text)
    const nodes: ReactNode[] = []
    let last = 0
    for (const token of tokens) {
      const person = byName.get(token.username.toLowerCase())
      if (!person) continue
      if (token.start > last) nodes.push(<Fragment key={`t${last}`}>{linkifyText(text.slice(last, token.start))}</Fragment>)
      nodes.push(<MentionChip key={`m${token.start}`} person={person} me={person.id === meId} />)
      last = token.end
    }
    if (last < text.length) nodes.push(<Fragment key={`t${last}`}>{linkifyText(text.slice(last))}</Fragment>)
    return nodes
  }
}
