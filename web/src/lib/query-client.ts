import { QueryClient, type DefaultOptions } from '@tanstack/react-query'

import { ApiError } from './api-client'

/** maxRetries is how often a failed query is asked again (docs/PRODUCT.md §14: 2 retries). */
export const maxRetries = 2

/** isClientError says whether error is the server's refusal (a 4xx answer). */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
}

/**
 * retryUnlessClientError is every query's retry policy: a network or server
 * failure is asked again up to maxRetries times, a refusal (4xx) never:
 * asking again would get the same answer, only later.
 */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < maxRetries
}

/** queryConfig is the general query cache policy of docs/PRODUCT.md §14. */
export const queryConfig = {
  queries: {
    staleTime: 60_000,
    gcTime: 300_000,
    retry: retryUnlessClientError,
    refetchOnWindowFocus: false,
  },
} satisfies DefaultOptions

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig })
}
