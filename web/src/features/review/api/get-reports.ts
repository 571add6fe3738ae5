import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import { reviewKeys, type ReportFilters } from './query-keys'
import { reportPageSchema, type ReportPage } from './schemas'

export const staffPageSize = 25

/** getReports is GET /api/reports: one page of every report (staff), newest first, filtered. */
export async function getReports(filters: ReportFilters, cursor: string | null, signal?: AbortSignal): Promise<ReportPage> {
  const params = new URLSearchParams({ limit: String(staffPageSize) })
  if (filters.status) params.set('status', filters.status)
  if (filters.category) params.set('category', filters.category)
  if (filters.q) params.set('q', filters.q)
  if (filters.neighborhood) params.set('neighborhood', filters.neighborhood)
  if (filters.claim) params.set('claim', filters.claim)
  if (filters.reporter) params.set('reporter', filters.reporter)
  if (cursor) params.set('cursor', cursor)
  return reportPageSchema.parse(await api.get(`/api/reports?${params.toString()}`, { signal }))
}

/** useReports pages through the staff list with "Load more" (keyset pagination). */
export function useReports(filters: ReportFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: reviewKeys.list(filters),
      queryFn: ({ pageParam, signal }) => getReports(filters, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next_cursor,
    }),
  )
}
