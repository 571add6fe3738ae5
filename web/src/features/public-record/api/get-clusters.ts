import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

import { filtersToParams, type PublicFilters } from '../lib/filters'
import { recordKeys } from './query-keys'
import { mapPointSchema, type MapPoint } from './schemas'

/**
 * getClusters is GET /api/public/clusters?bbox=west,south,east,north&…:
 * single reports while the box holds at most 500, else grid clusters.
 */
export async function getClusters(bbox: string, filters: PublicFilters, signal?: AbortSignal): Promise<MapPoint[]> {
  const params = filtersToParams(filters, { bbox })
  return z.nullable(z.array(mapPointSchema)).parse(await api.get(`/api/public/clusters?${params.toString()}`, { signal })) ?? []
}

/** useClusters asks for the points of the current viewport, keeping the last answer on screen while the next loads. */
export function useClusters(bbox: string | null, filters: PublicFilters) {
  return useQuery(
    queryOptions({
      queryKey: recordKeys.clusters(bbox ?? '', filters),
      queryFn: ({ signal }) => getClusters(bbox ?? '', filters, signal),
      enabled: bbox !== null,
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  )
}
