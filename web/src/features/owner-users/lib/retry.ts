import { ApiError } from '@/lib/api-client'

/** retryServerErrors retries twice (docs/PRODUCT.md §14), but never a refusal (4xx): asking again would get the same answer. */
export function retryServerErrors(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 2
}
