import * as z from 'zod/mini'
import { namedSchemas, type Schema } from '../endpoints'

export type JsonSchema = Record<string, unknown>

/** Where named schemas live in the document, e.g. `#/components/schemas/`. */
export interface SchemaConverter {
  /** Every named schema as JSON Schema, referring to the others by `$ref`. */
  components(): Record<string, JsonSchema>
  /** A `$ref` for a named schema, else the schema inline (named parts by `$ref`). */
  ref(schema: Schema): JsonSchema
}

/** Requests and answers alike are described as what may be sent (`io: 'input'`): extra fields are allowed. */
const OPTIONS = { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' } as const

function clean(value: unknown, prefix: string): unknown {
  if (Array.isArray(value)) return value.map((item) => clean(item, prefix))
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    // Registry metadata (`id: 'User'`) is dropped; a property named `id` is an object and stays.
    if (key === '$schema' || key === '$id' || key === '$defs' || (key === 'id' && typeof inner === 'string')) continue
    out[key] = key === '$ref' && typeof inner === 'string' ? inner.replace(/^#\/\$defs\//, prefix) : clean(inner, prefix)
  }
  return out
}

/** zod 4's JSON Schema conversion over the contract's schemas (`namedSchemas` become components). */
export function schemaConverter(prefix: string): SchemaConverter {
  const registry = z.registry<{ id: string }>()
  const names = new Map<Schema, string>()
  for (const [name, schema] of Object.entries(namedSchemas)) {
    registry.add(schema, { id: name })
    names.set(schema, name)
  }
  return {
    components() {
      const { schemas } = z.toJSONSchema(registry, { ...OPTIONS, uri: (id) => `${prefix}${id}` })
      return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, clean(schema, prefix) as JsonSchema]))
    },
    ref(schema) {
      const name = names.get(schema)
      if (name) return { $ref: `${prefix}${name}` }
      return clean(z.toJSONSchema(schema, { ...OPTIONS, metadata: registry }), prefix) as JsonSchema
    },
  }
}
