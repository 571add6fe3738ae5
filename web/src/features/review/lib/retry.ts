import { ApiError } from '@/lib/api-client'

/** retryUnlessClientError retries network and server failures up to twice, never a 4xx answer. */
export function retryUnlessClientError(failures: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failures < 2
}

/** isNotFound says whether error is the server's 404. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}
