import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

import { reviewKeys } from './query-keys'

const statsSchema = z.object({
  queue: z.record(z.string(), z.number()),
  screened_this_week: z.number(),
  reviewed_this_week: z.number(),
  median_minutes_to_screen: z.nullable(z.number()),
  median_minutes_to_review: z.nullable(z.number()),
  resolved: z.number(),
})

/** ReviewStats are the queue sizes and the last 7 days of work. */
export type ReviewStats = z.infer<typeof statsSchema>

/** getStats is GET /api/reports/stats. */
export async function getStats(signal?: AbortSignal): Promise<ReviewStats> {
  return statsSchema.parse(await api.get('/api/reports/stats', { signal }))
}

export function useStats() {
  return useQuery(
    queryOptions({ queryKey: reviewKeys.stats(), queryFn: ({ signal }) => getStats(signal) }),
  )
}
