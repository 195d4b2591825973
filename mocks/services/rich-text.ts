/** Rich text is stored as a Quill delta serialised as JSON (SPEC §3); plain strings are accepted too. */
import { isSafeImageUrl, isSafeLinkUrl } from '@/components/rich-text/delta'
import { badRequest } from '../errors'

/** The plain text of a stored delta, or the string itself when it is not a delta. */
export function plainText(value: string): string {
  try {
    const parsed = JSON.parse(value) as unknown
    if (parsed && typeof parsed === 'object' && Array.isArray((parsed as { ops?: unknown }).ops)) {
      let text = ''
      let embeds = 0
      for (const op of (parsed as { ops: unknown[] }).ops) {
        const insert = (op as { insert?: unknown } | null)?.insert
        if (typeof insert === 'string') text += insert
        else if (insert && typeof insert === 'object') embeds += 1
      }
      return embeds > 0 && text.trim() === '' ? '[embed]' : text
    }
  } catch {
    // Not JSON: plain text.
  }
  return value
}

export function isBlankRichText(value: string): boolean {
  return plainText(value).trim() === ''
}

/** A delta for plain text: `{"ops":[{"insert":"Text\n"}]}`. */
export function deltaOf(text: string): string {
  return JSON.stringify({ ops: [{ insert: `${text}\n` }] })
}

/**
 * 400 `VALIDATION_FAILED` for a delta whose image source or link address the renderer would drop
 * (SPEC §5: links http, https, mailto, tel; images http, https, data): the server keeps only what
 * the readers show, with the renderer's own allow-list. Plain text and null pass.
 */
export function assertSafeRichText(value: string | null | undefined, field: string): void {
  if (!value) return
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    return
  }
  const ops = (parsed as { ops?: unknown } | null)?.ops
  if (!Array.isArray(ops)) return
  for (const op of ops as unknown[]) {
    const { insert, attributes } = (op ?? {}) as { insert?: unknown; attributes?: { link?: unknown } }
    const image = insert && typeof insert === 'object' && 'image' in insert ? (insert as { image: unknown }).image : undefined
    let message: string | null = null
    if (image !== undefined && !isSafeImageUrl(image)) message = 'Images must be http, https or data:image addresses'
    else if (attributes?.link !== undefined && attributes.link !== null && !isSafeLinkUrl(attributes.link)) message = 'Links must be http, https, mailto or tel addresses'
    if (message) throw badRequest(message, { code: 'VALIDATION_FAILED', fields: { [field]: message } })
  }
}
