import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import { parseUser, type User } from '@/lib/user-schema'

import { settingsKeys } from './query-keys'

/** Me is the signed-in user's profile (GET and PATCH /api/me answer the same shape). */
export type Me = User

/** fetchMe is GET /api/me. */
export async function fetchMe(signal?: AbortSignal): Promise<Me> {
  return parseUser(await api.get('/api/me', { signal }))
}

export const meQueryOptions = queryOptions({
  queryKey: settingsKeys.me(),
  queryFn: ({ signal }) => fetchMe(signal),
  // docs/PRODUCT.md §14: profile data is cached for 15 minutes.
  staleTime: 15 * 60_000,
})

/** useMe is the signed-in user's profile, kept up to date by the settings forms. */
export function useMe() {
  return useQuery(meQueryOptions)
}
