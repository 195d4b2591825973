/** Rich text is stored as a Quill delta serialised as JSON (SPEC §3); plain strings are accepted too. */

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
