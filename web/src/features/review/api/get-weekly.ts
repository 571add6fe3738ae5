import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

import { reviewKeys } from './query-keys'

const weeklySchema = z.array(z.object({ week: z.string(), category: z.string(), count: z.number() }))

/** WeeklyCount is the number of reports filed in one category in the week starting on week (a Monday). */
export type WeeklyCount = z.infer<typeof weeklySchema>[number]

/** getWeekly is GET /api/reports/weekly: submissions per category and week, last 12 weeks. */
export async function getWeekly(signal?: AbortSignal): Promise<WeeklyCount[]> {
  return weeklySchema.parse(await api.get('/api/reports/weekly', { signal }))
}

export function useWeekly() {
  return useQuery(
    queryOptions({ queryKey: reviewKeys.weekly(), queryFn: ({ signal }) => getWeekly(signal) }),
  )
}
