/**
 * The daily checklist's mutations. Everything goes to the server (our reading of SPEC §2/§7, see
 * docs/decisions.md): toggling and removing are optimistic and roll back just the item concerned,
 * adding waits for the server so the new item has its real id. The screen passes its toasts in
 * `mutationConfig`.
 */
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChecklistItem } from '@/contract/schemas'
import { type MutationConfig, withMutationConfig } from '@/lib/mutation-config'
import { addChecklistItem, checklistKeys, deleteChecklistItem, setChecklistItemCompleted } from './checklist-queries'

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

function toggle({ item, completed }: { item: ChecklistItem; completed: boolean }): Promise<ChecklistItem> {
  return setChecklistItemCompleted(item.id, completed)
}

function remove(item: ChecklistItem): Promise<void> {
  return deleteChecklistItem(item.id)
}

export function useAddDailyItem(userId: number, { mutationConfig }: { mutationConfig?: MutationConfig<(title: string) => Promise<ChecklistItem>> } = {}) {
  const client = useQueryClient()
  return useMutation(
    withMutationConfig(
      {
        mutationKey: DAILY_MUTATION_KEY,
        mutationFn: (title: string) => addChecklistItem(userId, title),
        onSuccess: (item) => {
          client.setQueryData<Items>(checklistKeys.today(userId), (items) => (items ? [...items.filter((i) => i.id !== item.id), item] : items))
        },
        onSettled: () => settle(client, userId),
      },
      mutationConfig,
    ),
  )
}

export function useToggleDailyItem(userId: number, { mutationConfig }: { mutationConfig?: MutationConfig<typeof toggle> } = {}) {
  const client = useQueryClient()
  const key = checklistKeys.today(userId)
  const setCompleted = (id: number, completed: boolean) =>
    client.setQueryData<Items>(key, (items) => items?.map((item) => (item.id === id ? { ...item, completed } : item)))
  return useMutation(
    withMutationConfig(
      {
        mutationKey: DAILY_MUTATION_KEY,
        mutationFn: toggle,
        onMutate: async ({ item, completed }) => {
          await client.cancelQueries({ queryKey: key })
          setCompleted(item.id, completed)
        },
        onSuccess: (saved) => {
          client.setQueryData<Items>(key, (items) => items?.map((item) => (item.id === saved.id ? saved : item)))
        },
        onError: (_error, { item, completed }) => setCompleted(item.id, !completed),
        onSettled: () => settle(client, userId),
      },
      mutationConfig,
    ),
  )
}

export function useRemoveDailyItem(userId: number, { mutationConfig }: { mutationConfig?: MutationConfig<typeof remove> } = {}) {
  const client = useQueryClient()
  const key = checklistKeys.today(userId)
  return useMutation(
    withMutationConfig(
      {
        mutationKey: DAILY_MUTATION_KEY,
        mutationFn: remove,
        onMutate: async (item) => {
          await client.cancelQueries({ queryKey: key })
          const position = client.getQueryData<Items>(key)?.findIndex((i) => i.id === item.id) ?? -1
          client.setQueryData<Items>(key, (items) => items?.filter((i) => i.id !== item.id))
          return { position }
        },
        onError: (_error, item, context) => {
          client.setQueryData<Items>(key, (items) => {
            if (!items || items.some((i) => i.id === item.id)) return items
            const next = [...items]
            next.splice(context && context.position >= 0 ? context.position : next.length, 0, item)
            return next
          })
        },
        onSettled: () => settle(client, userId),
      },
      mutationConfig,
    ),
  )
}
