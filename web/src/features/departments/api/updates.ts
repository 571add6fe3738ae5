import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

import { departmentKeys } from './query-keys'

const updateSchema = z.object({ id: z.string(), kind: z.string(), note: z.string(), department_name: z.string(), created_at: z.string() })

const pageSchema = z.object({
  department_name: z.string(),
  category: z.string(),
  type: z.string(),
  description: z.string(),
  place: z.string(),
  resolved: z.boolean(),
  private: z.boolean(),
  updates: z.array(updateSchema),
})

export type UpdatePageData = z.infer<typeof pageSchema>

/** updateKinds are what a department may say about a report. */
export const updateKinds = ['acknowledged', 'in_progress', 'fixed', 'not_ours'] as const
export type UpdateKind = (typeof updateKinds)[number]

/** useUpdatePage is GET /api/department-updates/{id}?sig=: the report the link names and what was said so far. */
export function useUpdatePage(id: string, sig: string) {
  return useQuery({
    queryKey: departmentKeys.update(id, sig),
    queryFn: async ({ signal }) =>
      pageSchema.parse(await api.get(`/api/department-updates/${encodeURIComponent(id)}?sig=${encodeURIComponent(sig)}`, { signal })),
    // A link without its signature is not asked about: it can only be refused.
    enabled: sig !== '',
  })
}

/** useSendUpdate is POST /api/department-updates/{id}: one dated update. */
export function useSendUpdate(id: string, sig: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { kind: UpdateKind; note: string }) => api.post(`/api/department-updates/${encodeURIComponent(id)}`, { sig, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departmentKeys.update(id, sig) }),
  })
}
