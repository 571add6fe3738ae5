import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import { hydrating, suspend } from '@/lib/hydration'

import { recordKeys } from './query-keys'
import { publicReportSchema, type PublicReport } from './schemas'

/** getPublicReport is GET /api/public/reports/{id}: one approved report; 404 for anything else. */
export async function getPublicReport(id: string, signal?: AbortSignal): Promise<PublicReport> {
  return publicReportSchema.parse(await api.get(`/api/public/reports/${encodeURIComponent(id)}`, { signal }))
}

/**
 * usePublicReport is the report's query. The page's HTML shows the report
 * (internal/webhost/report_copy.go): hydrating it, the page waits for the
 * report (its HTML preloaded it) rather than draw a spinner over it
 * (lib/hydration.ts).
 */
export function usePublicReport(id: string) {
  const queryClient = useQueryClient()
  const options = queryOptions({
    queryKey: recordKeys.report(id),
    queryFn: ({ signal }) => getPublicReport(id, signal),
  })
  const report = useQuery(options)
  if (report.isPending && hydrating()) suspend(queryClient.query(options).catch(() => undefined))
  return report
}
