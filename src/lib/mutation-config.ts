import type { MutationFunction, UseMutationOptions } from '@tanstack/react-query'

type VariablesOf<TFn> = TFn extends () => Promise<unknown> ? void : TFn extends (variables: infer V) => Promise<unknown> ? V : never

/**
 * What a screen adds to a domain's mutation hook (`useCreateTask({ mutationConfig })`): its toasts,
 * closing its dialog, any follow-up. Everything TanStack's `useMutation` takes except the call
 * itself, which the domain owns, typed from that call.
 */
export type MutationConfig<TFn extends (variables: never) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<TFn>>, Error, VariablesOf<TFn>, unknown>,
  'mutationFn'
>

/** A domain hook's own part: the call and the cache work (invalidation, optimistic writes, rollback). */
export type DomainMutation<TData, TVariables, TContext> = UseMutationOptions<TData, Error, TVariables, TContext> & {
  mutationFn: MutationFunction<TData, TVariables>
}

/**
 * Joins a domain's mutation with the caller's `mutationConfig`. The domain's callback runs first;
 * the caller's follows at once without waiting for the domain's refetches (a toast never waits for
 * a list to reload), and the mutation settles when both have. `onMutate` is the exception: the
 * caller's runs after the domain's optimistic write, and the domain's result stays the context its
 * own rollback reads.
 */
export function withMutationConfig<TData, TVariables, TContext>(
  own: DomainMutation<TData, TVariables, TContext>,
  config: Omit<UseMutationOptions<TData, Error, TVariables, unknown>, 'mutationFn'> = {},
): UseMutationOptions<TData, Error, TVariables, TContext> {
  const { onMutate, onSuccess, onError, onSettled, ...rest } = config
  const both = <TArgs extends unknown[]>(first: ((...args: TArgs) => unknown) | undefined, second: ((...args: TArgs) => unknown) | undefined) =>
    first || second ? (...args: TArgs) => Promise.all([first?.(...args), second?.(...args)]) : undefined
  return {
    ...rest,
    ...own,
    onMutate:
      own.onMutate || onMutate
        ? async (variables, context) => {
            const result = await own.onMutate?.(variables, context)
            await onMutate?.(variables, context)
            return result as TContext
          }
        : undefined,
    onSuccess: both(own.onSuccess, onSuccess),
    onError: both(own.onError, onError),
    onSettled: both(own.onSettled, onSettled),
  }
}
