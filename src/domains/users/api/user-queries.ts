import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiPaths } from '@/contract/paths'
import { type User, userSchema } from '@/contract/schemas'
import { apiRequest } from '@/lib/api-client'
import { queryRoots } from '@/lib/query-keys'

const userListSchema = z.array(userSchema)

export const userKeys = {
  all: queryRoots.users,
  list: () => [...queryRoots.users, 'list'] as const,
  /** The pick lists of dialogs: a failed load is an empty list (SPEC §7). */
  choices: () => [...queryRoots.users, 'choices'] as const,
}

export const userQueries = {
  list: () =>
    queryOptions({
      queryKey: userKeys.list(),
      queryFn: ({ signal }) => apiRequest(apiPaths.users.list(), { schema: userListSchema, signal }),
    }),
  choices: () =>
    queryOptions({
      queryKey: userKeys.choices(),
      queryFn: async ({ signal, client, queryKey }): Promise<User[]> => {
        try {
          return await apiRequest(apiPaths.users.list(), { schema: userListSchema, signal })
        } catch (error) {
          if (signal.aborted) throw error
          console.warn('Could not load users for a dialog', error)
          // A failed refresh keeps the list already known rather than emptying the dialog.
          return client.getQueryData<User[]>(queryKey) ?? []
        }
      },
    }),
}
