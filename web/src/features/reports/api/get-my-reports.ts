import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import { reportKeys } from './query-keys'
import { reportPageSchema, type ReportPage, type ReportStatus } from './report-schema'

export const myReportsPageSize = 10

/** getMyReports is GET /api/reports/mine: one page of the caller's reports, newest first. */
export async function getMyReports(
  query: { status: ReportStatus | null; cursor?: string | null },
  signal?: AbortSignal,
): Promise<ReportPage> {
  const params = new URLSearchParams({ limit: String(myReportsPageSize) })
  if (query.status) params.set('status', query.status)
  if (query.cursor) params.set('cursor', query.cursor)
  return reportPageSchema.parse(await api.get(`/api/reports/mine?${params.toString()}`, { signal }))
}

export function myReportsQueryOptions(status: ReportStatus | null) {
  return infiniteQueryOptions({
    queryKey: reportKeys.mineList(status),
    queryFn: ({ pageParam, signal }) => getMyReports({ status, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  })
}

/** useMyReports pages through the caller's reports with "Load more" (keyset pagination). */
export function useMyReports(status: ReportStatus | null) {
  return useInfiniteQuery(myReportsQueryOptions(status))
}
