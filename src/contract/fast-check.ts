/**
 * Plain predicates compiled from zod/mini schemas. Checking 20,000 tasks with zod takes about
 * 150 ms; the same rules as plain code take a few. Only shapes that zod merely checks compile
 * (objects, strings and their formats, numbers, booleans, enums, literals, unions, arrays,
 * nullable, optional); a schema that refines or transforms anywhere gets `null`, and zod parses.
 */
import type * as z from 'zod/mini'

export type Check = (value: unknown) => boolean

type AnyDef = z.core.$ZodTypeDef & { checks?: readonly unknown[] }

function compileObject(def: z.core.$ZodObjectDef): Check | null {
  if (def.catchall) return null
  const fields: [string, Check][] = []
  for (const [key, field] of Object.entries(def.shape)) {
    const check = compileCheck(field)
    if (!check) return null
    fields.push([key, check])
  }
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
    const record = value as Record<string, unknown>
    for (const [key, check] of fields) if (!check(record[key])) return false
    return true
  }
}

function compileString(def: z.core.$ZodStringFormatDef): Check | null {
  if (!def.format) return (value) => typeof value === 'string'
  const pattern = def.pattern
  if (!(pattern instanceof RegExp) || pattern.global || pattern.sticky) return null
  return (value) => typeof value === 'string' && pattern.test(value)
}

/** The predicate for `schema`, or null when zod must parse it (refinements, transforms, defaults…). */
export function compileCheck(schema: z.core.$ZodType): Check | null {
  const def = schema._zod.def as AnyDef
  // String formats keep their own check in `def.check`, not in `checks`.
  if (def.checks && def.checks.length > 0) return null
  switch (def.type) {
    case 'object':
      return compileObject(def as z.core.$ZodObjectDef)
    case 'string':
      return compileString(def as z.core.$ZodStringFormatDef)
    case 'boolean':
      return (value) => typeof value === 'boolean'
    case 'number': {
      const format = (def as z.core.$ZodNumberFormatDef).format
      if (format === 'safeint') return (value) => Number.isSafeInteger(value)
      return format ? null : (value) => typeof value === 'number' && Number.isFinite(value)
    }
    case 'unknown':
      return () => true
    case 'nullable': {
      const inner = compileCheck((def as z.core.$ZodNullableDef).innerType)
      return inner && ((value) => value === null || inner(value))
    }
    case 'optional': {
      const inner = compileCheck((def as z.core.$ZodOptionalDef).innerType)
      return inner && ((value) => value === undefined || inner(value))
    }
    case 'enum': {
      const values = new Set<unknown>(Object.values((def as z.core.$ZodEnumDef).entries))
      return (value) => values.has(value)
    }
    case 'literal': {
      const values = new Set<unknown>((def as z.core.$ZodLiteralDef<z.core.util.Literal>).values)
      return (value) => values.has(value)
    }
    case 'union': {
      const options: Check[] = []
      for (const option of (def as z.core.$ZodUnionDef).options) {
        const check = compileCheck(option)
        if (!check) return null
        options.push(check)
      }
      return (value) => options.some((check) => check(value))
    }
    case 'array': {
      const element = compileCheck((def as z.core.$ZodArrayDef).element)
      return element && ((value) => Array.isArray(value) && value.every(element))
    }
    default:
      return null
  }
}
