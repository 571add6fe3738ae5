import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

import { reviewKeys } from './query-keys'
import { statuses } from './schemas'

const eventSchema = z.object({
  id: z.string(),
  from: z.nullable(z.enum(statuses)),
  to: z.enum(statuses),
  reason_code: z.optional(z.string()),
  note: z.optional(z.string()),
  created_at: z.string(),
  actor_name: z.optional(z.string()),
  /** kind is 'note' for an internal note (staff only). */
  kind: z.optional(z.string()),
})

/** ReportEvent is one move in a report's history (who, from, to, reason, when). */
export type ReportEvent = z.infer<typeof eventSchema>

/** getEvents is GET /api/reports/{id}/events: the history, oldest first. */
export async function getEvents(id: string, signal?: AbortSignal): Promise<ReportEvent[]> {
  return z.array(eventSchema).parse(await api.get(`/api/reports/${encodeURIComponent(id)}/events`, { signal }))
}

export function useEvents(id: string, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: reviewKeys.events(id),
      queryFn: ({ signal }) => getEvents(id, signal),
      enabled,
    }),
  )
}
