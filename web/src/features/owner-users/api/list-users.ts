import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

import { ownerUserKeys, type UserFilter } from './query-keys'

const ownerUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  preferred_language: z.string(),
  roles: z.array(z.string()),
  disabled: z.boolean(),
  created_at: z.string(),
})

const userPageSchema = z.object({ items: z.array(ownerUserSchema), next_cursor: z.nullable(z.string()) })

/** OwnerUser is a user as the owner sees them: roles (["reporter"] when none) and disabled state. */
export type OwnerUser = z.infer<typeof ownerUserSchema>
export type UserPage = z.infer<typeof userPageSchema>

/** listUsers is GET /api/owner/users: filtered by name/email and role, ordered by email, keyset-paginated. */
export async function listUsers(filter: UserFilter & { cursor?: string; limit?: number }, signal?: AbortSignal): Promise<UserPage> {
  const params = new URLSearchParams()
  if (filter.q.trim()) params.set('q', filter.q.trim())
  if (filter.role) params.set('role', filter.role)
  if (filter.cursor) params.set('cursor', filter.cursor)
  if (filter.limit) params.set('limit', String(filter.limit))
  const query = params.toString()
  return userPageSchema.parse(await api.get(`/api/owner/users${query ? `?${query}` : ''}`, { signal }))
}

export function usersQueryOptions(filter: UserFilter, limit?: number) {
  return infiniteQueryOptions({
    queryKey: ownerUserKeys.list(filter, limit),
    queryFn: ({ pageParam, signal }) => listUsers({ ...filter, cursor: pageParam, limit }, signal),
    initialPageParam: '',
    getNextPageParam: (last: UserPage) => last.next_cursor ?? undefined,
    // While a new search loads, the previous results stay (no flash of a spinner per keystroke).
    placeholderData: keepPreviousData,
  })
}

/** useUsers pages through the users matching filter ("Load more" fetches the next page). */
export function useUsers(filter: UserFilter, limit?: number) {
  return useInfiniteQuery(usersQueryOptions(filter, limit))
}
