/**
 * Quill deltas as the product stores them (SPEC §3: descriptions and comments are a delta
 * serialised as JSON). Parsing is defensive: whatever a stored string holds, readers get either
 * a delta whose ops and attributes are all on the allowlist, or plain text. Nothing here loads Quill.
 */

/** The formats SPEC §3 lists; the editor offers exactly these and the renderer keeps only these. */
export const RICH_TEXT_FORMATS = [
  'bold',
  'italic',
  'underline',
  'strike',
  'link',
  'color',
  'background',
  'list',
  'header',
  'indent',
  'image',
  'align',
] as const

/** Link schemes SPEC §5 allows; anything else becomes blank (no address). */
export const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'] as const
/** Image source schemes SPEC §5 allows (data: only for raster images, see isSafeImageUrl). */
export const IMAGE_PROTOCOLS = ['http:', 'https:', 'data:'] as const
// eslint-disable-next-line no-control-regex -- an image address with spaces or control characters is not kept at all
const IMAGE_NOISE = /[\u0000-\u0020\u007f-\u009f]/
/** The data: images kept: what Quill's image button inserts, never SVG or HTML. */
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon);base64,[a-z0-9+/=]*$/i

export const MAX_INDENT = 8
/** Work caps for one stored value (reliability check Q-07): beyond these we show plain text. */
export const MAX_SOURCE_LENGTH = 500_000
export const MAX_OPS = 5_000

export type DeltaAttributes = {
  bold?: true
  italic?: true
  underline?: true
  strike?: true
  link?: string
  color?: string
  background?: string
  list?: 'ordered' | 'bullet'
  header?: 1 | 2 | 3
  indent?: number
  align?: 'center' | 'right' | 'justify'
}

export type DeltaOp = { insert: string; attributes?: DeltaAttributes } | { insert: { image: string }; attributes?: DeltaAttributes }

export type ParsedRichText =
  | { kind: 'empty' }
  | { kind: 'delta'; ops: DeltaOp[] }
  /** Not a delta (legacy text, HTML, malformed JSON, too large): show it as text, never as markup. */
  | { kind: 'text'; text: string }

// Browsers ignore tabs, newlines and leading control characters in URLs ("java\nscript:").
// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const URL_NOISE = /[\u0000-\u0020\u007f-\u009f]/g

function protocolOf(url: string): string | null {
  const cleaned = url.replace(URL_NOISE, '')
  try {
    return new URL(cleaned).protocol.toLowerCase()
  } catch {
    return null
  }
}

/** Whether a link address may be kept: http, https, mailto or tel (SPEC §5). */
export function isSafeLinkUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.length > 4_000) return false
  const protocol = protocolOf(url)
  return protocol !== null && (LINK_PROTOCOLS as readonly string[]).includes(protocol)
}

/**
 * Whether an image source may be kept: an absolute http or https address, or a base64 raster
 * `data:image/...` URI (SPEC §5). No blob:, no protocol-relative or relative paths, no SVG.
 */
export function isSafeImageUrl(url: unknown): url is string {
  if (typeof url !== 'string' || IMAGE_NOISE.test(url)) return false
  const protocol = protocolOf(url)
  if (protocol === 'http:' || protocol === 'https:') return /^https?:\/\//i.test(url) && url.length <= 4_000
  return protocol === 'data:' && DATA_IMAGE.test(url)
}

/** The host a link really leads to (`https://demo.example@evil.example/` → `evil.example`); null for mailto/tel. */
export function linkHostOf(url: string): string | null {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.hostname : null
  } catch {
    return null
  }
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i
const RGB = /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)$/i
const NAMED = /^[a-z]{1,30}$/i

/** A colour value Quill writes: hex, rgb()/rgba() or a plain colour name. Nothing that could carry url(). */
export function isSafeColor(value: unknown): value is string {
  return typeof value === 'string' && (HEX.test(value) || RGB.test(value) || NAMED.test(value))
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function cleanAttributes(raw: unknown, isImage: boolean): DeltaAttributes | undefined {
  if (!isRecord(raw)) return undefined
  const out: DeltaAttributes = {}
  if (raw.bold === true) out.bold = true
  if (raw.italic === true) out.italic = true
  if (raw.underline === true) out.underline = true
  if (raw.strike === true) out.strike = true
  // Unsafe addresses become blank: the text stays, the address goes (SPEC §5).
  if (isSafeLinkUrl(raw.link)) out.link = raw.link.replace(URL_NOISE, '')
  if (!isImage && isSafeColor(raw.color)) out.color = raw.color
  if (!isImage && isSafeColor(raw.background)) out.background = raw.background
  if (raw.list === 'ordered' || raw.list === 'bullet') out.list = raw.list
  if (raw.header === 1 || raw.header === 2 || raw.header === 3) out.header = raw.header
  const indent = typeof raw.indent === 'number' ? raw.indent : Number.NaN
  if (Number.isInteger(indent) && indent >= 1 && indent <= MAX_INDENT) out.indent = indent
  if (raw.align === 'center' || raw.align === 'right' || raw.align === 'justify') out.align = raw.align
  return Object.keys(out).length > 0 ? out : undefined
}

function cleanOp(raw: unknown): DeltaOp | null {
  if (!isRecord(raw)) return null
  const { insert } = raw
  if (typeof insert === 'string') {
    const attributes = cleanAttributes(raw.attributes, false)
    return attributes ? { insert, attributes } : { insert }
  }
  // Only image embeds are supported; video, formula and unknown embeds are dropped.
  if (isRecord(insert) && isSafeImageUrl(insert.image)) {
    const attributes = cleanAttributes(raw.attributes, true)
    return attributes ? { insert: { image: insert.image }, attributes } : { insert: { image: insert.image } }
  }
  return null
}

function opsOf(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value
  if (isRecord(value) && Array.isArray(value.ops)) return value.ops
  return null
}

/**
 * Reads a stored rich-text value. Never throws: a value that is not a delta comes back as text,
 * and a delta comes back with only allowlisted ops and attributes.
 */
export function parseRichText(source: string | null | undefined): ParsedRichText {
  if (source === null || source === undefined || source.trim() === '') return { kind: 'empty' }
  if (source.length > MAX_SOURCE_LENGTH) return { kind: 'text', text: source.slice(0, 2_000) }
  let json: unknown
  try {
    json = JSON.parse(source)
  } catch {
    return { kind: 'text', text: source }
  }
  const rawOps = opsOf(json)
  if (!rawOps) return { kind: 'text', text: source }
  if (rawOps.length > MAX_OPS) return { kind: 'text', text: textOfOps(rawOps.slice(0, MAX_OPS)).slice(0, 2_000) }
  const ops: DeltaOp[] = []
  for (const raw of rawOps) {
    const op = cleanOp(raw)
    if (op) ops.push(op)
  }
  if (ops.every((op) => typeof op.insert === 'string' && op.insert.trim() === '')) return { kind: 'empty' }
  return { kind: 'delta', ops }
}

function textOfOps(ops: readonly unknown[]): string {
  let text = ''
  for (const op of ops) if (isRecord(op) && typeof op.insert === 'string') text += op.insert
  return text
}

/** The words of a stored value, for search and short previews. */
export function richTextToPlainText(source: string | null | undefined): string {
  if (!source) return plainTextOf(source)
  const known = plainTextCache.get(source)
  if (known !== undefined) return known
  // Searches read every task's description on every keystroke: parse each stored value once.
  if (plainTextCache.size >= PLAIN_TEXT_CACHE_SIZE) plainTextCache.clear()
  const text = plainTextOf(source)
  plainTextCache.set(source, text)
  return text
}

const PLAIN_TEXT_CACHE_SIZE = 50_000
const plainTextCache = new Map<string, string>()

function plainTextOf(source: string | null | undefined): string {
  const parsed = parseRichText(source)
  if (parsed.kind === 'empty') return ''
  if (parsed.kind === 'text') return parsed.text
  return textOfOps(parsed.ops).replace(/\s+/g, ' ').trim()
}

/** A stored value for plain text, e.g. text typed where the editor is not loaded. */
export function plainTextToRichText(text: string): string | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  return JSON.stringify({ ops: [{ insert: `${trimmed}\n` }] })
}

/** Whether a stored value holds nothing a reader would see. */
export function isRichTextEmpty(source: string | null | undefined): boolean {
  const parsed = parseRichText(source)
  if (parsed.kind === 'empty') return true
  if (parsed.kind === 'text') return parsed.text.trim() === ''
  return parsed.ops.every((op) => typeof op.insert === 'string' && op.insert.trim() === '')
}
