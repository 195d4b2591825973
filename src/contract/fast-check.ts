/**
 * Plain predicates compiled from zod/mini schemas. Checking 20,000 tasks with zod takes about
 * 150 ms; the same rules as plain code take a few. Only shapes that zod merely checks compile
 * (objects, strings and their formats, numbers, booleans, enums, literals, unions, arrays,
 * nullable, optional); a schema that refines or transforms anywhere gets `null`, and zod parses.
 */
import type * as z from 'zod/mini'

export type Check = (value: unknown) => boolean

type AnyDef = z.core.$ZodTypeDef & { checks?: readonly unknown[] }

/** What an object's field is checked as in the object's own loop; OTHER calls the field's check. */
const OTHER = 0
const STRING = 1
const BOOLEAN = 2
const SAFE_INT = 3
const FINITE = 4

/** A field of one of the plain kinds, maybe nullable or optional (in any nesting). */
interface PlainField {
  kind: typeof STRING | typeof BOOLEAN | typeof SAFE_INT | typeof FINITE
  nullable: boolean
  optional: boolean
}

function plainFieldOf(schema: z.core.$ZodType): PlainField | null {
  const def = schema._zod.def as AnyDef
  if (def.checks && def.checks.length > 0) return null
  const plain = (kind: PlainField['kind']): PlainField => ({ kind, nullable: false, optional: false })
  switch (def.type) {
    case 'string':
      return (def as z.core.$ZodStringFormatDef).format ? null : plain(STRING)
    case 'boolean':
      return plain(BOOLEAN)
    case 'number': {
      const format = (def as z.core.$ZodNumberFormatDef).format
      return format === 'safeint' ? plain(SAFE_INT) : format ? null : plain(FINITE)
    }
    case 'nullable': {
      const inner = plainFieldOf((def as z.core.$ZodNullableDef).innerType)
      return inner && { ...inner, nullable: true }
    }
    case 'optional': {
      const inner = plainFieldOf((def as z.core.$ZodOptionalDef).innerType)
      return inner && { ...inner, optional: true }
    }
    default:
      return null
  }
}

/**
 * An object's check: plain fields (strings, booleans, numbers, nullable or optional) are checked in
 * the object's own loop, the rest by their compiled checks. One function to warm up rather than a
 * closure per field: the boot's load checks 20,000 stored tasks before V8 has optimised anything,
 * and a closure per field took 29–34 ms for them cold, this loop 9–12 ms (node, this machine).
 */
function compileObject(def: z.core.$ZodObjectDef): Check | null {
  if (def.catchall) return null
  const keys: string[] = []
  const kinds: number[] = []
  const nullable: boolean[] = []
  const optional: boolean[] = []
  const checks: (Check | null)[] = []
  for (const [key, field] of Object.entries(def.shape)) {
    const plain = plainFieldOf(field)
    const check = plain ? null : compileCheck(field)
    if (!plain && !check) return null
    keys.push(key)
    kinds.push(plain?.kind ?? OTHER)
    nullable.push(plain?.nullable ?? false)
    optional.push(plain?.optional ?? false)
    checks.push(check)
  }
  const count = keys.length
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
    const record = value as Record<string, unknown>
    for (let index = 0; index < count; index += 1) {
      const field = record[keys[index]!]
      switch (kinds[index]) {
        case STRING:
          if (typeof field === 'string') continue
          break
        case BOOLEAN:
          if (typeof field === 'boolean') continue
          break
        case SAFE_INT:
          if (Number.isSafeInteger(field)) continue
          break
        case FINITE:
          if (typeof field === 'number' && Number.isFinite(field)) continue
          break
        default:
          if (checks[index]!(field)) continue
          return false
      }
      if ((field === null && nullable[index]) || (field === undefined && optional[index])) continue
      return false
    }
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
