import { QueryClient, type DefaultOptions } from '@tanstack/react-query'

/** queryConfig is the general query cache policy of docs/PRODUCT.md §14. */
export const queryConfig = {
  queries: {
    staleTime: 60_000,
    gcTime: 300_000,
    retry: 2,
    refetchOnWindowFocus: false,
  },
} satisfies DefaultOptions

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig })
}
