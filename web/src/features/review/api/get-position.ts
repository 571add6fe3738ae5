import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

import { reviewKeys } from './query-keys'
import type { Status } from './schemas'

const positionSchema = z.object({
  position: z.number(),
  total: z.number(),
  prev_id: z.nullable(z.string()),
  next_id: z.nullable(z.string()),
})

/** Position is where a report sits in its queue (docs/PRODUCT.md §5): 1-based position, total, neighbours. */
export type Position = z.infer<typeof positionSchema>

/** getPosition is GET /api/reports/{id}/position?status=; 404 when the report is not in status. */
export async function getPosition(id: string, status: Status, signal?: AbortSignal): Promise<Position> {
  return positionSchema.parse(await api.get(`/api/reports/${encodeURIComponent(id)}/position?status=${status}`, { signal }))
}

export function positionQueryOptions(id: string, status: Status) {
  return queryOptions({
    queryKey: reviewKeys.position(status, id),
    queryFn: ({ signal }) => getPosition(id, status, signal),
    staleTime: 10_000,
  })
}

export function usePosition(id: string, status: Status) {
  return useQuery(positionQueryOptions(id, status))
}
