import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

import { neighborhoodKeys } from './query-keys'

const neighborhoodSchema = z.object({
  id: z.string(),
  name_en: z.string(),
  name_es: z.string(),
  geometry: z.optional(z.unknown()),
  counts: z.record(z.string(), z.number()),
  created_at: z.string(),
})

const jobSchema = z.object({
  state: z.enum(['running', 'done', 'failed']),
  done: z.number(),
  total: z.number(),
  changed: z.number(),
  started_at: z.string(),
  finished_at: z.nullable(z.string()),
})

const viewSchema = z.object({
  neighborhoods: z.array(neighborhoodSchema),
  job: z.nullable(jobSchema),
})

/** Neighborhood is one area with its boundary (GeoJSON geometry, if set) and reports per status. */
export type Neighborhood = z.infer<typeof neighborhoodSchema>
export type AssignmentJob = z.infer<typeof jobSchema>
export type NeighborhoodsView = z.infer<typeof viewSchema>
export type NeighborhoodNames = { name_en: string; name_es: string }

/** getNeighborhoods is GET /api/owner/neighborhoods. */
export async function getNeighborhoods(signal?: AbortSignal): Promise<NeighborhoodsView> {
  return viewSchema.parse(await api.get('/api/owner/neighborhoods', { signal }))
}

/** useNeighborhoods polls every second while an assignment job runs, so its progress shows. */
export function useNeighborhoods() {
  return useQuery(
    queryOptions({
      queryKey: neighborhoodKeys.list(),
      queryFn: ({ signal }) => getNeighborhoods(signal),
      refetchInterval: (query) => (query.state.data?.job?.state === 'running' ? 1000 : false),
    }),
  )
}

function useChange<T>(fn: (arg: T) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: neighborhoodKeys.all }),
  })
}

const importResultSchema = z.object({ created: z.number(), updated: z.number() })
export type ImportResult = z.infer<typeof importResultSchema>

/** useImportBoundaries posts a parsed GeoJSON FeatureCollection. */
export function useImportBoundaries() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (geojson: unknown) => importResultSchema.parse(await api.post('/api/owner/neighborhoods/import', geojson)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: neighborhoodKeys.all }),
  })
}

export function useCreateNeighborhood() {
  return useChange((names: NeighborhoodNames) => api.post('/api/owner/neighborhoods', names))
}

export function useRenameNeighborhood() {
  return useChange(({ id, names }: { id: string; names: NeighborhoodNames }) =>
    api.patch(`/api/owner/neighborhoods/${encodeURIComponent(id)}`, names),
  )
}

export function useDeleteNeighborhood() {
  return useChange((id: string) => api.delete(`/api/owner/neighborhoods/${encodeURIComponent(id)}`))
}
