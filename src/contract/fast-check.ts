/**
 * Plain predicates compiled from zod/mini schemas. Checking 20,000 tasks with zod takes about
 * 150 ms; the same rules as plain code take a few. Only shapes that zod merely checks compile
 * (objects, strings and their formats, numbers, booleans, enums, literals, unions, arrays,
 * nullable, optional); a schema that refines or transforms anywhere gets `null`, and zod parses.
 */
import type * as z from 'zod/mini'

export type Check = (value: unknown) => boolean

type AnyDef = z.core.$ZodTypeDef & { checks?: readonly unknown[] }

/** The plain kinds of field, checked by `matchesPlain` (in an object's own loop, not a closure per field). */
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

/** Whether `value` is of the plain field's kind, or null or undefined where the field allows it. */
function matchesPlain(field: PlainField, value: unknown): boolean {
  switch (field.kind) {
    case STRING:
      if (typeof value === 'string') return true
      break
    case BOOLEAN:
      if (typeof value === 'boolean') return true
      break
    case SAFE_INT:
      if (Number.isSafeInteger(value)) return true
      break
    case FINITE:
      if (typeof value === 'number' && Number.isFinite(value)) return true
      break
  }
  return (value === null && field.nullable) || (value === undefined && field.optional)
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
  const plains: (PlainField | null)[] = []
  const checks: (Check | null)[] = []
  for (const [key, field] of Object.entries(def.shape)) {
    const plain = plainFieldOf(field)
    const check = plain ? null : compileCheck(field)
    if (!plain && !check) return null
    keys.push(key)
    plains.push(plain)
    checks.push(check)
  }
  const count = keys.length
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
    const record = value as Record<string, unknown>
    for (let index = 0; index < count; index += 1) {
      const field = record[keys[index]!]
      const plain = plains[index]
      if (plain ? !matchesPlain(plain, field) : !checks[index]!(field)) return false
    }
    return true
  }
}

/** A string format's check (a plain string is a plain field). */
function compileStringFormat(def: z.core.$ZodStringFormatDef): Check | null {
  const pattern = def.pattern
  if (!(pattern instanceof RegExp) || pattern.global || pattern.sticky) return null
  return (value) => typeof value === 'string' && pattern.test(value)
}

/** The predicate for `schema`, or null when zod must parse it (refinements, transforms, defaults…). */
export function compileCheck(schema: z.core.$ZodType): Check | null {
  const def = schema._zod.def as AnyDef
  // String formats keep their own check in `def.check`, not in `checks`.
  if (def.checks && def.checks.length > 0) return null
  const plain = plainFieldOf(schema)
  if (plain) return (value) => matchesPlain(plain, value)
  switch (def.type) {
    case 'object':
      return compileObject(def as z.core.$ZodObjectDef)
    case 'string':
      return compileStringFormat(def as z.core.$ZodStringFormatDef)
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
