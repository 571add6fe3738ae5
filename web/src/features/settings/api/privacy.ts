import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod'

import { api, apiRequest } from '@/lib/api-client'

import { settingsKeys } from './query-keys'

/** downloadMyData is GET /api/me/export: a ZIP of everything held about the signed-in user. */
export async function downloadMyData(): Promise<Blob> {
  return (await api.get('/api/me/export', { blob: true, headers: { Accept: 'application/zip' } })) as Blob
}

/** deleteAccount is DELETE /api/me with the password: the account and every session end. */
export async function deleteAccount(password: string): Promise<void> {
  await apiRequest('/api/me', { method: 'DELETE', body: { password } })
}

const retentionSchema = z.object({ originals_months: z.number(), closed_months: z.number() })

/** Retention is the owner's retention policy, in months. */
export type Retention = z.infer<typeof retentionSchema>

export const retentionQueryOptions = queryOptions({
  queryKey: [...settingsKeys.all, 'retention'] as const,
  queryFn: async ({ signal }) => retentionSchema.parse(await api.get('/api/owner/retention', { signal })),
})

/** useRetention is GET /api/owner/retention (owners only). */
export function useRetention(enabled: boolean) {
  return useQuery({ ...retentionQueryOptions, enabled })
}

/** useSaveRetention is PUT /api/owner/retention. */
export function useSaveRetention() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (r: Retention) => retentionSchema.parse(await api.put('/api/owner/retention', r)),
    onSuccess: (saved) => client.setQueryData(retentionQueryOptions.queryKey, saved),
  })
}
