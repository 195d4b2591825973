/**
 * Schemas for URL search params (filters, tabs, searches live in the URL, CONVENTIONS §6). Routes
 * compose them into `z.object({...})` and hand that to `validateSearch` (a Standard Schema). Each
 * one falls back to `undefined` (`z.catch`) instead of failing, so a hand-edited or stale URL opens
 * the screen unfiltered rather than an error page.
 */
import * as z from 'zod/mini'

/** A positive integer (an id). The router parses `?project=5` to a number; a quoted "5" is a string. */
export const idParam = z.catch(
  z.optional(z.pipe(z.union([z.number(), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))]), z.int().check(z.positive()))),
  undefined,
)

/** A non-empty search text, at most 200 characters (longer is cut). `?q=42` arrives as a number. */
export const textParam = z.catch(
  z.optional(
    z.pipe(
      z.union([z.string(), z.pipe(z.number(), z.transform(String))]),
      z.transform((value: string) => (value === '' ? undefined : value.slice(0, 200))),
    ),
  ),
  undefined,
)

/** One of the allowed values. */
export function oneOfParam<const T extends readonly [string, ...string[]]>(values: T) {
  return z.catch(z.optional(z.enum(values)), undefined)
}

/** A filter whose first value, 'all', is its default: it falls back like any other and never reaches the URL. */
export function filterParam<const T extends readonly ['all', ...string[]]>(values: T) {
  return z.pipe(
    oneOfParam(values),
    z.transform((value: T[number] | undefined) => (value === 'all' ? undefined : value)),
  )
}

/** A calendar day, `YYYY-MM-DD`, that exists (`2026-02-30` does not); anything else falls back. */
export const dayParam = z.catch(z.optional(z.iso.date()), undefined)
