import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import { filtersToParams, type PublicFilters } from '../lib/filters'
import { recordKeys } from './query-keys'
import { publicPageSchema, type PublicPage } from './schemas'

export const publicPageSize = 12

/** getPublicReports is GET /api/public/reports: approved street reports, newest first, one keyset page. */
export async function getPublicReports(filters: PublicFilters, cursor: string | null, signal?: AbortSignal): Promise<PublicPage> {
  const params = filtersToParams(filters, { cursor, limit: String(publicPageSize) })
  return publicPageSchema.parse(await api.get(`/api/public/reports?${params.toString()}`, { signal }))
}

export function usePublicReports(filters: PublicFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: recordKeys.list(filters),
      queryFn: ({ pageParam, signal }) => getPublicReports(filters, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next_cursor,
    }),
  )
}
