/**
 * Checklist templates and daily checklists over the contract (SPEC §7): the query-options factory
 * and the calls the screens' mutations make.
 */
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiPaths } from '@/contract/paths'
import {
  type ChecklistItem,
  checklistItemSchema,
  type ChecklistTemplate,
  type ChecklistTemplateRequest,
  checklistTemplateSchema,
} from '@/contract/schemas'
import { apiRequest } from '@/lib/api-client'
import { queryRoots } from '@/lib/query-keys'

const templateListSchema = z.array(checklistTemplateSchema)
const itemListSchema = z.array(checklistItemSchema)

export const checklistKeys = {
  templates: queryRoots.checklistTemplates,
  templateList: () => [...queryRoots.checklistTemplates, 'list'] as const,
  items: queryRoots.checklists,
  today: (userId: number) => [...queryRoots.checklists, 'today', userId] as const,
}

export const checklistQueries = {
  templates: () =>
    queryOptions({
      queryKey: checklistKeys.templateList(),
      queryFn: ({ signal }) => apiRequest(apiPaths.checklistTemplates.list(), { schema: templateListSchema, signal }),
    }),
  /** The signed-in user's items for today; the server generates them from templates on first ask. */
  today: (userId: number) =>
    queryOptions({
      queryKey: checklistKeys.today(userId),
      queryFn: ({ signal }) => apiRequest(apiPaths.checklists.today(userId), { schema: itemListSchema, signal }),
    }),
}

/** What the template dialogs produce: the body of SPEC §7 plus the ids sent as `?userIds=`. */
export interface TemplateFormValues {
  title: string
  active: boolean
  excludedDays: ChecklistTemplateRequest['excludedDays']
  userIds: number[]
  /** The assigned users as objects, for the body's `users` (the server goes by `?userIds=`). */
  users: ChecklistTemplate['users']
}

function bodyOf(values: TemplateFormValues, id?: number): ChecklistTemplateRequest {
  return { ...(id === undefined ? {} : { id }), title: values.title, active: values.active, excludedDays: values.excludedDays, users: values.users }
}

export function createTemplate(values: TemplateFormValues): Promise<ChecklistTemplate> {
  return apiRequest(apiPaths.checklistTemplates.create(values.userIds), { method: 'POST', body: bodyOf(values), schema: checklistTemplateSchema })
}

export function updateTemplate(id: number, values: TemplateFormValues, headers: Record<string, string> = {}): Promise<ChecklistTemplate> {
  return apiRequest(apiPaths.checklistTemplates.update(id, values.userIds), { method: 'PUT', body: bodyOf(values, id), schema: checklistTemplateSchema, headers })
}

export async function deleteTemplate(id: number): Promise<void> {
  await apiRequest(apiPaths.checklistTemplates.detail(id), { method: 'DELETE' })
}

export function addChecklistItem(userId: number, title: string): Promise<ChecklistItem> {
  return apiRequest(apiPaths.checklists.addForUser(userId), { method: 'POST', body: { title }, schema: checklistItemSchema })
}

/** Completing uses the spec's call; un-completing uses ours (`/reopen`). */
export function setChecklistItemCompleted(id: number, completed: boolean): Promise<ChecklistItem> {
  const path = completed ? apiPaths.checklists.complete(id) : apiPaths.checklists.reopen(id)
  return apiRequest(path, { method: 'PUT', schema: checklistItemSchema })
}

export async function deleteChecklistItem(id: number): Promise<void> {
  await apiRequest(apiPaths.checklists.detail(id), { method: 'DELETE' })
}

/** Templates decide today's items, so a template change refreshes both. */
export function invalidateChecklists(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: checklistKeys.templates }),
    client.invalidateQueries({ queryKey: checklistKeys.items }),
  ]).then(() => undefined)
}
