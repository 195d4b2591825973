import { type FormErrors, schemaResolver } from '@mantine/form'

/** Any Standard Schema, e.g. a zod/mini schema from `src/contract/forms.ts`. */
export type FormSchema = Parameters<typeof schemaResolver>[0]

/**
 * `useForm({ validate: formResolver(schema) })`: validates the whole form with a contract schema
 * and answers the first message per field path, synchronously, so submit and blur validation
 * behave as with hand-written rules. Mantine's own resolver does the work; zod schemas speak
 * Standard Schema, so no adapter package is needed.
 */
export function formResolver(schema: FormSchema): (values: unknown) => FormErrors {
  return schemaResolver(schema, { sync: true })
}
