import type { ReactNode } from 'react'

// A typed address: http(s) up to the next space or angle bracket, or a mailto: address.
const ADDRESS = /\b(?:https?:\/\/[^\s<>"]+|mailto:[^\s<>"@]+@[^\s<>"]+)/gi
// Sentence punctuation after an address belongs to the sentence, not the address.
const TRAILING = /[.,;:!?'")\]}]+$/

/** The address as a link target when it is one we link (http, https, mailto), else null. */
export function linkTargetOf(candidate: string): string | null {
  try {
    const url = new URL(candidate)
    if (url.protocol === 'mailto:') return candidate
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '') return candidate
    return null
  } catch {
    return null
  }
}

function trimmed(match: string): string {
  let address = match.replace(TRAILING, '')
  // Keep a closing bracket the address itself opened, as in a Wikipedia address.
  while (match.length > address.length && match[address.length] === ')' && (address.match(/\(/g)?.length ?? 0) > (address.match(/\)/g)?.length ?? 0)) {
    address += ')'
    address = address.replace(/[.,;:!?'"\]}]+$/, '')
  }
  return address
}

/**
 * Plain text with the http(s) and mailto addresses someone typed shown as links: a new tab, no
 * opener or referrer for web addresses. The text itself is never parsed as HTML. Returns the text
 * unchanged (a string) when it holds no address, so callers pay nothing for ordinary text.
 */
export function linkifyText(text: string): ReactNode {
  if (!text.includes(':')) return text
  const nodes: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(ADDRESS)) {
    const address = trimmed(match[0])
    const target = linkTargetOf(address)
    if (!target) continue
    const start = match.index
    if (start > last) nodes.push(text.slice(last, start))
    const web = !target.toLowerCase().startsWith('mailto:')
    nodes.push(
      <a key={start} href={target} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})} data-autolink="">
        {address}
      </a>,
    )
    last = start + address.length
  }
  if (nodes.length === 0) return text
  if (last < text.length) nodes.push(text.slice(last))
  return nodes
}
