import DOMPurify from 'dompurify'
import { QuillDeltaToHtmlConverter } from 'quill-delta-to-html'
import { type DeltaOp, isSafeColor, isSafeImageUrl, isSafeLinkUrl, MAX_INDENT, parseRichText } from './delta'

const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'span', 'ol', 'ul', 'li', 'h1', 'h2', 'h3', 'img']
const ALLOWED_ATTR = ['href', 'src', 'alt', 'class', 'style', 'target', 'rel']
const ALLOWED_CLASS = new RegExp(`^ql-(indent-[1-${MAX_INDENT}]|align-(center|right|justify))$`)

let purifier: ReturnType<typeof DOMPurify> | null = null

/** A DOMPurify instance of our own, so its hooks never affect anyone else's sanitising. */
function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier
  const instance = DOMPurify(window)
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const value = data.attrValue
    if (data.attrName === 'class') {
      data.attrValue = value
        .split(/\s+/)
        .filter((name) => ALLOWED_CLASS.test(name))
        .join(' ')
    } else if (data.attrName === 'style') {
      // Only text and background colour survive, and only plain colour values (no url(), Q-08, Q-11).
      const kept: string[] = []
      for (const declaration of value.split(';')) {
        const [property = '', ...rest] = declaration.split(':')
        const name = property.trim().toLowerCase()
        const color = rest.join(':').trim()
        if ((name === 'color' || name === 'background-color') && isSafeColor(color)) kept.push(`${name}:${color}`)
      }
      data.attrValue = kept.join(';')
    } else if (data.attrName === 'href' && !isSafeLinkUrl(value)) {
      data.keepAttr = false
    } else if (data.attrName === 'src' && (node.nodeName !== 'IMG' || !isSafeImageUrl(value))) {
      data.keepAttr = false
    }
    if (data.attrValue === '' && (data.attrName === 'class' || data.attrName === 'style')) data.keepAttr = false
  })
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      if (node.hasAttribute('href')) {
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer')
      } else {
        node.removeAttribute('target')
        node.removeAttribute('rel')
      }
    }
  })
  purifier = instance
  return instance
}

function convert(ops: DeltaOp[]): string {
  const converter = new QuillDeltaToHtmlConverter(ops, {
    // Our own sanitiser already cleaned the addresses; the converter must not let anything else through.
    urlSanitizer: (url: string) => (isSafeLinkUrl(url) || isSafeImageUrl(url) ? url : ''),
    linkTarget: '_blank',
    linkRel: 'noopener noreferrer',
    encodeHtml: true,
    multiLineParagraph: false,
  })
  return converter.convert()
}

/** Sanitises HTML with the rich-text allowlists (tags, attributes, classes, colours, URL schemes). */
export function sanitizeRichHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_TAGS: ['form', 'input', 'button', 'style', 'script', 'iframe', 'object', 'embed', 'svg', 'math'],
  })
}

export type RichTextHtml = { kind: 'empty' } | { kind: 'html'; html: string } | { kind: 'text'; text: string }

const cache = new Map<string, RichTextHtml>()
const CACHE_LIMIT = 1_000

/**
 * A stored rich-text value as safe HTML: delta → HTML (quill-delta-to-html) → DOMPurify.
 * Anything that is not a delta comes back as text for the caller to show as text. Never throws.
 * Results are memoised, because lists show the same descriptions on every render.
 */
export function richTextToHtml(source: string | null | undefined): RichTextHtml {
  const key = source ?? ''
  const hit = cache.get(key)
  if (hit) return hit
  const result = render(source)
  if (cache.size >= CACHE_LIMIT) cache.clear()
  cache.set(key, result)
  return result
}

function render(source: string | null | undefined): RichTextHtml {
  const parsed = parseRichText(source)
  if (parsed.kind !== 'delta') return parsed
  try {
    const html = sanitizeRichHtml(convert(parsed.ops))
    return html.trim() === '' ? { kind: 'empty' } : { kind: 'html', html }
  } catch (error) {
    console.warn('Could not render rich text; showing it as text', error)
    return { kind: 'text', text: parsed.ops.map((op) => (typeof op.insert === 'string' ? op.insert : '')).join('') }
  }
}
