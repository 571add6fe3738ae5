import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.optional(z.string()),
  last_name: z.optional(z.string()),
  full_name: z.optional(z.string()),
  preferred_language: z.optional(z.string()),
  roles: z.array(z.string()),
})

/** Me is the signed-in user's profile. */
export type Me = z.infer<typeof meSchema>

/** parseMe validates a user body (GET and PATCH /api/me answer the same shape). */
export function parseMe(data: unknown): Me {
  return meSchema.parse(data)
}

/** fetchMe is GET /api/me. */
export async function fetchMe(signal?: AbortSignal): Promise<Me> {
  return parseMe(await api.get('/api/me', { signal }))
}

export const meKey = ['settings', 'me'] as const

export const meQueryOptions = queryOptions({
  queryKey: meKey,
  queryFn: ({ signal }) => fetchMe(signal),
  // Spec §9: profile data is cached for 15 minutes.
  staleTime: 15 * 60_000,
})

/** useMe is the signed-in user's profile, kept up to date by the settings forms. */
export function useMe() {
  return useQuery(meQueryOptions)
}
