import { useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

const updateSchema = z.object({ id: z.string(), kind: z.string(), note: z.string(), department_name: z.string(), created_at: z.string() })

export type PublicUpdate = z.infer<typeof updateSchema>

/** usePublicUpdates is GET /api/reports/{id}/updates: the dated updates the city's departments gave on a public report. */
export function usePublicUpdates(id: string) {
  return useQuery({
    queryKey: ['record', 'updates', id] as const,
    queryFn: async ({ signal }) => z.array(updateSchema).parse(await api.get(`/api/reports/${encodeURIComponent(id)}/updates`, { signal })),
  })
}
