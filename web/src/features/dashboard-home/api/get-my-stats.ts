import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'
import { reportStatuses, type ReportStatus } from '@/lib/report-schema'

/** reportStatuses in the order a report moves through them. */
export { reportStatuses, type ReportStatus } from '@/lib/report-schema'

const statsSchema = z.object({
  by_status: z.record(z.string(), z.number()),
  by_category: z.nullable(z.record(z.string(), z.number())),
})

export type MyStats = { byStatus: Record<ReportStatus, number>; total: number }

/** fetchMyStats is GET /api/reports/mine/stats: the caller's report counts. */
export async function fetchMyStats(signal?: AbortSignal): Promise<MyStats> {
  const data = statsSchema.parse(await api.get('/api/reports/mine/stats', { signal }))
  const byStatus = Object.fromEntries(reportStatuses.map((status) => [status, data.by_status[status] ?? 0])) as Record<ReportStatus, number>
  return { byStatus, total: reportStatuses.reduce((sum, status) => sum + byStatus[status], 0) }
}

export const myStatsQueryOptions = queryOptions({
  queryKey: ['dashboard-home', 'my-stats'] as const,
  queryFn: ({ signal }) => fetchMyStats(signal),
})

export function useMyStats() {
  return useQuery(myStatsQueryOptions)
}
