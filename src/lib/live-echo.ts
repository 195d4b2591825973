/**
 * Telling a tab's own write from a teammate's when its live event arrives (issue 18): the server
 * publishes every change, the writer's included. The writer's screen already shows it (from the
 * response or optimistically), so it keeps the new version but nothing lights up there.
 */
import type { QueryClient } from '@tanstack/react-query'

/** Fields that say when a record was written, not what it shows. */
const BOOKKEEPING = new Set(['version', 'updatedAt', 'completedAt'])

/** Whether two records show the same (key order aside), their bookkeeping fields ignored. */
export function sameShown(a: unknown, b: unknown, top = true): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  for (const key of keys) {
    if (top && BOOKKEEPING.has(key)) continue
    if (!sameShown((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], false)) return false
  }
  return true
}

/**
 * The record a mutation's variables are about, by the domain's convention: `{ [field]: record }`
 * (edit, status, assign, move, add member) or the record itself (delete), told apart by `marker`.
 */
function recordIdOf(variables: unknown, field: string, marker: string): number | undefined {
  if (typeof variables !== 'object' || variables === null) return undefined
  const values = variables as Record<string, unknown>
  const record = values[field]
  if (typeof record === 'object' && record !== null && typeof (record as { id?: unknown }).id === 'number') return (record as { id: number }).id
  return typeof values.id === 'number' && marker in values ? values.id : undefined
}

/** Whether this tab is writing the record right now (a mutation about it is pending). */
export function isWritingRecord(client: QueryClient, id: number, field: 'task' | 'project', marker: string): boolean {
  return client
    .getMutationCache()
    .findAll({ status: 'pending' })
    .some((mutation) => recordIdOf(mutation.state.variables, field, marker) === id)
}
