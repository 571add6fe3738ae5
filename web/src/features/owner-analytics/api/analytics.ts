import { keepPreviousData, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

const keyCount = z.object({ key: z.string(), count: z.number() })

const analyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  by_status: z.array(keyCount),
  by_category: z.array(keyCount),
  by_neighborhood: z.array(z.object({ id: z.string(), name_en: z.string(), name_es: z.string(), count: z.number() })),
  by_week: z.array(keyCount),
  review_times: z.array(z.object({ week: z.string(), stage: z.string(), count: z.number(), median_minutes: z.number(), p90_minutes: z.number() })),
  signups: z.array(keyCount),
  page_views: z.array(z.object({ path: z.string(), language: z.string(), count: z.number() })),
})

/** Analytics is GET /api/owner/analytics for a range of UTC days. */
export type Analytics = z.infer<typeof analyticsSchema>
export type Range = { from: string; to: string }

export async function getAnalytics(range: Range, signal?: AbortSignal): Promise<Analytics> {
  const q = new URLSearchParams()
  if (range.from) q.set('from', range.from)
  if (range.to) q.set('to', range.to)
  return analyticsSchema.parse(await api.get(`/api/owner/analytics?${q.toString()}`, { signal }))
}

export function useAnalytics(range: Range) {
  return useQuery({
    queryKey: ['owner-analytics', range.from, range.to],
    queryFn: ({ signal }) => getAnalytics(range, signal),
    placeholderData: keepPreviousData,
  })
}
