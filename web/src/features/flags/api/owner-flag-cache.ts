import type { QueryClient } from '@tanstack/react-query'

import { flagKeys } from './query-keys'
import type { OwnerFlag } from './get-owner-flags'

type Context = { previous: OwnerFlag[] | undefined }

/**
 * optimisticOwnerFlag gives a mutation the optimistic update of one flag in
 * the owner list: shown at once, rolled back if the server refuses, and
 * re-read from the server either way.
 */
export function optimisticOwnerFlag<V extends { flagId: string }>(
  queryClient: QueryClient,
  apply: (flag: OwnerFlag, variables: V) => OwnerFlag,
  onFailed: () => void,
) {
  const key = flagKeys.owner()
  return {
    onMutate: async (variables: V): Promise<Context> => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<OwnerFlag[]>(key)
      queryClient.setQueryData<OwnerFlag[]>(key, (list) =>
        list?.map((flag) => (flag.flag_id === variables.flagId ? apply(flag, variables) : flag)),
      )
      return { previous }
    },
    onError: (_error: unknown, _variables: V, context: Context | undefined) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous)
      onFailed()
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  }
}
