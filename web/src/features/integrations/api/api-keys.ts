import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  created_at: z.string(),
  revoked_at: z.nullable(z.string()),
  last_used_at: z.nullable(z.string()),
})

/** ApiKey is one Open311 API key as owners see it: never its secret. */
export type ApiKey = z.infer<typeof apiKeySchema>

const createdSchema = z.object({ ...apiKeySchema.shape, secret: z.string() })

export const apiKeysKey = ['integrations', 'api-keys'] as const

/** listApiKeys is GET /api/owner/api-keys: every key, newest first, revoked ones too. */
export async function listApiKeys(signal?: AbortSignal): Promise<ApiKey[]> {
  return z.nullable(z.array(apiKeySchema)).parse(await api.get('/api/owner/api-keys', { signal })) ?? []
}

export function useApiKeys() {
  return useQuery(queryOptions({ queryKey: apiKeysKey, queryFn: ({ signal }) => listApiKeys(signal) }))
}

/** useCreateApiKey is POST /api/owner/api-keys: the answer holds the secret, shown once. */
export function useCreateApiKey() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (name: string) => createdSchema.parse(await api.post('/api/owner/api-keys', { name })),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysKey }),
  })
}

/** useRevokeApiKey is DELETE /api/owner/api-keys/{id}. */
export function useRevokeApiKey() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/owner/api-keys/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysKey }),
  })
}
