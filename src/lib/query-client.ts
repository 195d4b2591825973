import { QueryClient } from '@tanstack/react-query'

/** Failed calls are not retried (SPEC §7 "Call behaviour"); screens show the spec's toasts instead. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 15_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
