import { Fragment, type ReactNode } from 'react'
import { type DeltaAttributes, type DeltaOp, linkHostOf, parseRichText } from './delta'
import { linkifyText } from './linkify'

/**
 * A stored rich-text value as React elements, straight from the cleaned delta (delta.ts keeps only
 * the formats, addresses and colours SPEC §3/§5 allow). No HTML string is ever built or parsed, so
 * nothing needs sanitising: React escapes the text, and every attribute comes from the allowlists.
 * Quill's semantics: a line's format (header, list, indent, align) sits on the newline ending it;
 * text formats (bold, link, colour...) on the text.
 */
export type RenderedRichText = { kind: 'empty' } | { kind: 'nodes'; nodes: ReactNode } | { kind: 'text'; text: string; nodes: ReactNode }

interface Line {
  inline: DeltaOp[]
  format: DeltaAttributes | undefined
}

interface ListItem {
  type: 'ordered' | 'bullet'
  indent: number
  className: string | undefined
  content: ReactNode[]
}

/** Turns a run of plain text into nodes (addresses as links by default; mentions where known). */
export type TextRenderer = (text: string) => ReactNode

const cache = new Map<string, RenderedRichText>()
const CACHE_LIMIT = 1_000

/**
 * Memoised: lists show the same descriptions on every render, and elements can be reused. A
 * caller's own `renderText` (comments with mentions) skips the cache: the caller memoises.
 */
export function renderRichText(source: string | null | undefined, renderText?: TextRenderer): RenderedRichText {
  if (renderText) return render(source, renderText)
  const key = source ?? ''
  const hit = cache.get(key)
  if (hit) return hit
  const result = render(source)
  if (cache.size >= CACHE_LIMIT) cache.clear()
  cache.set(key, result)
  return result
}

function render(source: string | null | undefined, renderText: TextRenderer = linkifyText): RenderedRichText {
  const parsed = parseRichText(source)
  if (parsed.kind === 'empty') return parsed
  if (parsed.kind === 'text') return { kind: 'text', text: parsed.text, nodes: renderText(parsed.text) }
  return { kind: 'nodes', nodes: blocksOf(linesOf(parsed.ops), renderText) }
}

function linesOf(ops: DeltaOp[]): Line[] {
  const lines: Line[] = []
  let inline: DeltaOp[] = []
  for (const op of ops) {
    if (typeof op.insert !== 'string') {
      inline.push(op)
      continue
    }
    const parts = op.insert.split('\n')
    parts.forEach((text, index) => {
      if (index > 0) {
        lines.push({ inline, format: op.attributes })
        inline = []
      }
      if (text !== '') inline.push(op.attributes ? { insert: text, attributes: op.attributes } : { insert: text })
    })
  }
  if (inline.length > 0) lines.push({ inline, format: undefined })
  return lines
}

function classOf(format: DeltaAttributes | undefined, withIndent: boolean): string | undefined {
  const names: string[] = []
  if (withIndent && format?.indent) names.push(`ql-indent-${format.indent}`)
  if (format?.align) names.push(`ql-align-${format.align}`)
  return names.length > 0 ? names.join(' ') : undefined
}

function blocksOf(lines: Line[], renderText: TextRenderer): ReactNode[] {
  const blocks: ReactNode[] = []
  let items: ListItem[] = []
  const flushList = () => {
    if (items.length === 0) return
    blocks.push(...listsOf(items, blocks.length))
    items = []
  }
  lines.forEach((line, index) => {
    const content = inlinesOf(line.inline, renderText)
    const { format } = line
    if (format?.list) {
      items.push({ type: format.list, indent: format.indent ?? 0, className: classOf(format, false), content })
      return
    }
    flushList()
    const className = classOf(format, true)
    const children = content.length > 0 ? content : <br />
    if (format?.header === 1) blocks.push(<h1 key={index} className={className}>{children}</h1>)
    else if (format?.header === 2) blocks.push(<h2 key={index} className={className}>{children}</h2>)
    else if (format?.header === 3) blocks.push(<h3 key={index} className={className}>{children}</h3>)
    else blocks.push(<p key={index} className={className}>{children}</p>)
  })
  flushList()
  return blocks
}

/**
 * Consecutive list lines as nested lists: an item indented deeper than the one before goes in a
 * list inside that item (one level at a time, so depth never exceeds the indent cap).
 */
function listsOf(items: ListItem[], keyBase: number): ReactNode[] {
  const levels: number[] = []
  items.forEach((item, index) => levels.push(index === 0 ? 0 : Math.min(item.indent, levels[index - 1] + 1)))
  const build = (from: number, level: number): [ReactNode[], number] => {
    const lists: ReactNode[] = []
    let index = from
    while (index < items.length && levels[index] === level) {
      const { type } = items[index]
      const entries: ReactNode[] = []
      while (index < items.length && levels[index] === level && items[index].type === type) {
        const item = items[index]
        const key = index
        index += 1
        let nested: ReactNode[] = []
        if (index < items.length && levels[index] > level) [nested, index] = build(index, level + 1)
        entries.push(
          <li key={key} className={item.className}>
            {item.content}
            {nested}
          </li>,
        )
      }
      const key = `${keyBase}-${level}-${index}`
      lists.push(type === 'ordered' ? <ol key={key}>{entries}</ol> : <ul key={key}>{entries}</ul>)
    }
    return [lists, index]
  }
  return build(0, 0)[0]
}

/** A line's text and images; consecutive pieces of one link become one anchor. */
function inlinesOf(ops: DeltaOp[], renderText: TextRenderer): ReactNode[] {
  const nodes: ReactNode[] = []
  let index = 0
  while (index < ops.length) {
    const link = ops[index].attributes?.link
    if (!link) {
      nodes.push(inlineOf(ops[index], index, renderText))
      index += 1
      continue
    }
    const start = index
    const pieces: ReactNode[] = []
    while (index < ops.length && ops[index].attributes?.link === link) {
      pieces.push(inlineOf(ops[index], index, renderText))
      index += 1
    }
    nodes.push(linkOf(link, pieces, ops.slice(start, index), start))
  }
  return nodes
}

/**
 * A link opens in a new tab without referrer or opener, and says where it really leads: the host
 * follows the text (smaller, in brackets, read out too) unless the text is that host, and is the
 * title, so `https://demo.example@evil.example/` reads as evil.example however it is labelled.
 */
function linkOf(href: string, pieces: ReactNode[], ops: DeltaOp[], key: number): ReactNode {
  const host = linkHostOf(href)
  const text = ops.map((op) => (typeof op.insert === 'string' ? op.insert : '')).join('').trim().toLowerCase()
  const showHost = host !== null && text !== host && text !== `www.${host}` && `www.${text}` !== host
  return (
    <a key={key} href={href} target="_blank" rel="noopener noreferrer" title={host ?? href} data-host={host ?? undefined}>
      {pieces}
      {showHost && ' '}
      {showHost && <span data-link-host="">({host})</span>}
    </a>
  )
}

function inlineOf(op: DeltaOp, index: number, renderText: TextRenderer): ReactNode {
  const format = op.attributes
  // Images load lazily, without telling the image's host which page showed them.
  if (typeof op.insert !== 'string') return <img key={index} src={op.insert.image} alt="" referrerPolicy="no-referrer" loading="lazy" decoding="async" />
  // Addresses typed without the link button are links too (never inside a link already).
  let node: ReactNode = format?.link ? op.insert : renderText(op.insert)
  if (format?.strike) node = <s>{node}</s>
  if (format?.underline) node = <u>{node}</u>
  if (format?.italic) node = <em>{node}</em>
  if (format?.bold) node = <strong>{node}</strong>
  if (format?.color || format?.background) node = <span style={{ color: format.color, backgroundColor: format.background }}>{node}</span>
  return <Fragment key={index}>{node}</Fragment>
}
