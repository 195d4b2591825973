/**
 * The daily checklist's mutations. Everything goes to the server (our reading of SPEC §2/§7, see
 * docs/decisions.md): toggling and removing are optimistic and roll back just the item concerned,
 * adding waits for the server so the new item has its real id.
 */
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChecklistItem } from '@/contract/schemas'
import { notifyError, notifySuccess } from '@/lib/notify'
import { addChecklistItem, checklistKeys, deleteChecklistItem, setChecklistItemCompleted } from './checklist-queries'

export const DAILY_MESSAGES = {
  added: 'Daily task added',
  // The spec names no failure toasts for this screen; these are ours.
  loadFailed: 'Failed to load your daily checklist',
  addFailed: 'Failed to add daily task',
  toggleFailed: 'Failed to update daily task',
  removeFailed: 'Failed to remove daily task',
  removed: 'Daily task removed',
} as const

/** Every change to today's list; the page says 'Saving…' while one is on its way. */
export const DAILY_MUTATION_KEY = ['checklists', 'daily'] as const

type Items = ChecklistItem[] | undefined

/** Refetch once the last overlapping change has settled, so a refetch never undoes a pending one. */
function settle(client: QueryClient, userId: number) {
  if (client.isMutating({ mutationKey: DAILY_MUTATION_KEY }) <= 1) {
    return client.invalidateQueries({ queryKey: checklistKeys.today(userId) })
  }
  return undefined
}

export function useAddDailyItem(userId: number, options: { onSuccess?: () => void } = {}) {
  const client = useQueryClient()
  return useMutation({
    mutationKey: DAILY_MUTATION_KEY,
    mutationFn: (title: string) => addChecklistItem(userId, title),
    onSuccess: (item) => {
      client.setQueryData<Items>(checklistKeys.today(userId), (items) => (items ? [...items.filter((i) => i.id !== item.id), item] : items))
      notifySuccess(DAILY_MESSAGES.added)
      options.onSuccess?.()
    },
    onError: () => notifyError(DAILY_MESSAGES.addFailed),
    onSettled: () => settle(client, userId),
  })
}

export function useToggleDailyItem(userId: number) {
  const client = useQueryClient()
  const key = checklistKeys.today(userId)
  const setCompleted = (id: number, completed: boolean) =>
    client.setQueryData<Items>(key, (items) => items?.map((item) => (item.id === id ? { ...item, completed } : item)))
  return useMutation({
    mutationKey: DAILY_MUTATION_KEY,
    mutationFn: ({ item, completed }: { item: ChecklistItem; completed: boolean }) => setChecklistItemCompleted(item.id, completed),
    onMutate: async ({ item, completed }) => {
      await client.cancelQueries({ queryKey: key })
      setCompleted(item.id, completed)
    },
    onSuccess: (saved) => client.setQueryData<Items>(key, (items) => items?.map((item) => (item.id === saved.id ? saved : item))),
    onError: (_error, { item, completed }) => {
      setCompleted(item.id, !completed)
      notifyError(DAILY_MESSAGES.toggleFailed)
    },
    onSettled: () => settle(client, userId),
  })
}

export function useRemoveDailyItem(userId: number) {
  const client = useQueryClient()
  const key = checklistKeys.today(userId)
  return useMutation({
    mutationKey: DAILY_MUTATION_KEY,
    mutationFn: (item: ChecklistItem) => deleteChecklistItem(item.id),
    onMutate: async (item) => {
      await client.cancelQueries({ queryKey: key })
      const position = client.getQueryData<Items>(key)?.findIndex((i) => i.id === item.id) ?? -1
      client.setQueryData<Items>(key, (items) => items?.filter((i) => i.id !== item.id))
      return { position }
    },
    onSuccess: () => notifySuccess(DAILY_MESSAGES.removed),
    onError: (_error, item, context) => {
      client.setQueryData<Items>(key, (items) => {
        if (!items || items.some((i) => i.id === item.id)) return items
        const next = [...items]
        next.splice(context && context.position >= 0 ? context.position : next.length, 0, item)
        return next
      })
      notifyError(DAILY_MESSAGES.removeFailed)
    },
    onSettled: () => settle(client, userId),
  })
}
