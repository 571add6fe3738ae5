import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import { recordKeys } from './query-keys'
import { publicReportSchema, type PublicReport } from './schemas'

/** getPublicReport is GET /api/public/reports/{id}: one approved report; 404 for anything else. */
export async function getPublicReport(id: string, signal?: AbortSignal): Promise<PublicReport> {
  return publicReportSchema.parse(await api.get(`/api/public/reports/${encodeURIComponent(id)}`, { signal }))
}

/** publicReportQueryOptions is the query of report id. */
export function publicReportQueryOptions(id: string) {
  return queryOptions({
    queryKey: recordKeys.report(id),
    queryFn: ({ signal }) => getPublicReport(id, signal),
  })
}

export function usePublicReport(id: string) {
  return useQuery(publicReportQueryOptions(id))
}
