import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import { reviewKeys } from './query-keys'
import { staffReportSchema, type StaffReport } from './schemas'

/** getReport is GET /api/reports/{id}: the report with photos (and, for staff, reporter and plate). */
export async function getReport(id: string, signal?: AbortSignal): Promise<StaffReport> {
  return staffReportSchema.parse(await api.get(`/api/reports/${encodeURIComponent(id)}`, { signal }))
}

export function reportQueryOptions(id: string) {
  return queryOptions({
    queryKey: reviewKeys.report(id),
    queryFn: ({ signal }) => getReport(id, signal),
  })
}

export function useReport(id: string) {
  return useQuery(reportQueryOptions(id))
}
