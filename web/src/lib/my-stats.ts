import { queryOptions, useQuery } from '@tanstack/react-query'

import * as z from 'zod/mini'

import { api } from './api-client'
import { sharedKeys } from './query-keys'
import { reportStatuses, type ReportStatus } from './report-schema'

const statsSchema = z.object({
  by_status: z.record(z.string(), z.number()),
  by_category: z.nullable(z.record(z.string(), z.number())),
})

/** MyStats are the signed-in user's report counts: every status (0 when absent), the categories they used, and the total. */
export type MyStats = { byStatus: Record<ReportStatus, number>; byCategory: Record<string, number>; total: number }

/** fetchMyStats is GET /api/reports/mine/stats. */
export async function fetchMyStats(signal?: AbortSignal): Promise<MyStats> {
  const data = statsSchema.parse(await api.get('/api/reports/mine/stats', { signal }))
  const byStatus = Object.fromEntries(reportStatuses.map((status) => [status, data.by_status[status] ?? 0])) as Record<ReportStatus, number>
  return {
    byStatus,
    byCategory: data.by_category ?? {},
    total: reportStatuses.reduce((sum, status) => sum + byStatus[status], 0),
  }
}

/** myStatsQueryOptions is the one cache of the user's counts (the dashboard home and the reporter dashboard share it). */
export const myStatsQueryOptions = queryOptions({
  queryKey: sharedKeys.myStats(),
  queryFn: ({ signal }) => fetchMyStats(signal),
})

export function useMyStats() {
  return useQuery(myStatsQueryOptions)
}
