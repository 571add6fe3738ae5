import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

import { publicSiteKeys } from './query-keys'

const statsSchema = z.object({
  reports: z.number(),
  approved: z.number(),
  resolved: z.number(),
  residents: z.number(),
})

/** PublicStats are the live counts of GET /api/public/stats. */
export type PublicStats = z.infer<typeof statsSchema>

/** fetchPublicStats loads and validates the live counts. */
export async function fetchPublicStats(signal?: AbortSignal): Promise<PublicStats> {
  return statsSchema.parse(await api.get('/api/public/stats', { signal }))
}

export const publicStatsQueryOptions = queryOptions({
  queryKey: publicSiteKeys.stats(),
  queryFn: ({ signal }) => fetchPublicStats(signal),
  // The server lets browsers cache the counts for a minute; refresh as often.
  staleTime: 60_000,
  refetchInterval: 60_000,
})

/** usePublicStats is the live counts query (not suspending). */
export function usePublicStats() {
  return useQuery(publicStatsQueryOptions)
}
