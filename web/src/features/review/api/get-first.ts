import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

import { reviewKeys } from './query-keys'
import type { Status } from './schemas'

const firstSchema = z.object({ id: z.string() })

/** getFirst is GET /api/reports/first?status=: the earliest report of a queue; 404 when it is empty. */
export async function getFirst(status: Status, signal?: AbortSignal): Promise<string> {
  return firstSchema.parse(await api.get(`/api/reports/first?status=${status}`, { signal })).id
}

export function firstQueryOptions(status: Status) {
  return queryOptions({
    queryKey: reviewKeys.first(status),
    queryFn: ({ signal }) => getFirst(status, signal),
    // The queue moves all the time: always ask afresh when the page opens.
    staleTime: 0,
  })
}

export function useFirst(status: Status, enabled: boolean) {
  return useQuery({ ...firstQueryOptions(status), enabled })
}
