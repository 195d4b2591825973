/** Readers for URL search params (filters, tabs, searches live in the URL, CONVENTIONS §6). */

/** A positive integer (an id), else undefined. Accepts numbers and digit strings. */
export function positiveInt(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined
}

/** A non-empty string, else undefined. */
export function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value)
  return typeof value === 'string' && value !== '' ? value.slice(0, 200) : undefined
}

/** One of the allowed values, else undefined. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined
}
