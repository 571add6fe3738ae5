import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from './api-client'
import { sharedKeys } from './query-keys'

const keySchema = z.object({ apiKey: z.string().check(z.minLength(20)) })

let cached: Promise<string> | null = null

/**
 * fetchMapsKey is POST /api/maps/key (docs/PRODUCT.md §10: empty body, answer {apiKey},
 * a key shorter than 20 characters is invalid). The key is fetched once per
 * session and kept in memory; a failure is not kept, so a later map retries.
 */
export function fetchMapsKey(): Promise<string> {
  cached ??= api
    .post('/api/maps/key')
    .then((data) => {
      const parsed = keySchema.safeParse(data)
      if (!parsed.success) throw new Error('API key not found in response')
      return parsed.data.apiKey
    })
    .catch((error: unknown) => {
      cached = null
      console.error('Unable to retrieve maps API key:', error)
      throw error
    })
  return cached
}

// The same key as the map picker's query, so the app asks at most once.
export const mapsKeyQueryOptions = queryOptions({
  queryKey: sharedKeys.mapsKey(),
  queryFn: fetchMapsKey,
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
})

/** useMapsKey is the Google Maps key when the server has one; enabled only when the provider is google. */
export function useMapsKey(enabled: boolean) {
  return useQuery({ ...mapsKeyQueryOptions, enabled })
}
