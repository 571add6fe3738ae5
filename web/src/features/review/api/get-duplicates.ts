import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

import { reviewKeys } from './query-keys'
import { staffReportSchema, type StaffReport } from './schemas'

/** getDuplicates is GET /api/reports/{id}/duplicates: same type within 50 m and 7 days. */
export async function getDuplicates(id: string, signal?: AbortSignal): Promise<StaffReport[]> {
  return z.array(staffReportSchema).parse(await api.get(`/api/reports/${encodeURIComponent(id)}/duplicates`, { signal }))
}

export function useDuplicates(id: string) {
  return useQuery(
    queryOptions({
      queryKey: reviewKeys.duplicates(id),
      queryFn: ({ signal }) => getDuplicates(id, signal),
    }),
  )
}
