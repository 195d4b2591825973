import { type FormErrors, schemaResolver } from '@mantine/form'
import { useEffect, useRef, useState } from 'react'

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

interface ValidatedForm<V> {
  values: V
  errors: FormErrors
  setErrors: (errors: FormErrors) => void
}

function changedKeys(before: object, after: object): Set<string> {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  const changed = new Set<string>()
  for (const key of keys) {
    if (!Object.is((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key])) changed.add(key)
  }
  return changed
}

/**
 * Once a form has shown errors (a failed submit), its own rules run again on every change: an error
 * goes as soon as its field is valid, one that depends on another field (a due date before the
 * start) follows that field too, and no message stays under a field it no longer describes. A
 * server's message stays until its field changes. Before the first failure nothing is shown while
 * someone types.
 */
export function useErrorsFollowInput<V extends object>(form: ValidatedForm<V>, validate: (values: V) => FormErrors): void {
  const failed = Object.keys(form.errors).length > 0
  const [following, setFollowing] = useState(failed)
  if (failed && !following) setFollowing(true)
  const { values, setErrors } = form
  const state = useRef<{ values: V; own: Set<string> } | null>(null)
  // Read, not followed: the effect runs when the values change, not when these do.
  const latest = useRef({ errors: form.errors, validate, setErrors })
  useEffect(() => {
    latest.current = { errors: form.errors, validate, setErrors }
  })
  useEffect(() => {
    if (!following) return
    const { errors, validate: rules, setErrors: show } = latest.current
    const next = rules(values)
    const last = state.current
    state.current = { values, own: new Set(Object.keys(next)) }
    // The submit that failed has just shown these very errors.
    if (!last) return
    const changed = changedKeys(last.values, values)
    const kept = Object.entries(errors).filter(([key]) => !last.own.has(key) && !changed.has(key.split('.')[0]!))
    show({ ...Object.fromEntries(kept), ...next })
  }, [following, values])
}
