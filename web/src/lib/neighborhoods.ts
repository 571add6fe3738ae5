import { queryOptions, useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import * as z from 'zod/mini'

import { api } from './api-client'
import { useLocalize } from './catalog'
import { sharedKeys } from './query-keys'

const nameSchema = z.object({ id: z.string(), name_en: z.string(), name_es: z.string() })

export type NeighborhoodName = z.infer<typeof nameSchema>

export const neighborhoodNamesQueryOptions = queryOptions({
  queryKey: sharedKeys.neighborhoods(),
  queryFn: async ({ signal }) => z.array(nameSchema).parse(await api.get('/api/neighborhoods', { signal })),
  staleTime: 5 * 60 * 1000,
})

/**
 * useNeighborhoodNames lists the city's neighbourhoods (GET /api/neighborhoods)
 * for the filters of the public record and the staff lists, with their
 * names in the interface language; empty while loading, on failure or
 * when the city has none (the filters then hide the choice).
 */
export function useNeighborhoodNames(): { id: string; name: string }[] {
  const { data } = useQuery(neighborhoodNamesQueryOptions)
  const localize = useLocalize()
  const name = useCallback((n: NeighborhoodName) => localize({ en: n.name_en, es: n.name_es }), [localize])
  return (data ?? []).map((n) => ({ id: n.id, name: name(n) }))
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** neighborhoodParam reads a neighbourhood id from a query string value, ignoring anything that cannot be one. */
export function neighborhoodParam(value: string | null): string | null {
  return value && uuidPattern.test(value) ? value : null
}
