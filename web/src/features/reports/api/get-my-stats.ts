import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

import { reportKeys } from './query-keys'

const statsSchema = z.object({
  by_status: z.record(z.string(), z.number()),
  by_category: z.record(z.string(), z.number()),
})

export type ReportStats = z.infer<typeof statsSchema>

/** getMyStats is GET /api/reports/mine/stats: the caller's report counts by status and category. */
export async function getMyStats(signal?: AbortSignal): Promise<ReportStats> {
  return statsSchema.parse(await api.get('/api/reports/mine/stats', { signal }))
}

export const myStatsQueryOptions = queryOptions({
  queryKey: reportKeys.mineStats(),
  queryFn: ({ signal }) => getMyStats(signal),
})

export function useMyStats() {
  return useQuery(myStatsQueryOptions)
}
