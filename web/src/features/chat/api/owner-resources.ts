import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

import { chatKeys } from './query-keys'

const ownerResourceSchema = z.object({
  name: z.string(),
  description: z.object({ en: z.string(), es: z.string() }),
  phone: z.optional(z.string()),
  web: z.optional(z.string()),
  languages: z.array(z.string()),
  types: z.optional(z.array(z.string())),
})

const listSchema = z.object({ resources: z.array(ownerResourceSchema), custom: z.boolean() })

/** OwnerResource is a resource as the owner edits it: both languages, the types it helps with (none is all). */
export type OwnerResource = z.infer<typeof ownerResourceSchema>
export type ResourceList = z.infer<typeof listSchema>

const path = '/api/owner/chat/resources'

export const ownerResourcesQueryOptions = queryOptions({
  queryKey: chatKeys.ownerResources(),
  queryFn: async ({ signal }) => listSchema.parse(await api.get(path, { signal })),
})

/** useOwnerResources is GET /api/owner/chat/resources: the list in use, and whether it is the city's own. */
export function useOwnerResources() {
  return useQuery(ownerResourcesQueryOptions)
}

/** useSaveResources is PUT: the whole list, in order, replacing the one in use. */
export function useSaveResources() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (resources: OwnerResource[]) => listSchema.parse(await api.put(path, { resources })),
    onSuccess: (list) => {
      client.setQueryData(chatKeys.ownerResources(), list)
      // The conversations show the resources: load them again.
      return client.invalidateQueries({ queryKey: chatKeys.scripts() })
    },
  })
}

/** useResetResources is DELETE: back to the resources Vecino ships with. */
export function useResetResources() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async () => listSchema.parse(await api.delete(path)),
    onSuccess: (list) => {
      client.setQueryData(chatKeys.ownerResources(), list)
      return client.invalidateQueries({ queryKey: chatKeys.scripts() })
    },
  })
}
