import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

import { flagKeys } from './query-keys'
import { FLAG_TIMEOUT_MS, FlagTimeoutError, flagQuerySettings, withTimeout } from './get-flags'

const flagSchema = z.object({ flag_id: z.string(), enabled: z.boolean() })

/** fetchFlag is GET /api/flags/{id}: one flag evaluated for the caller. */
export async function fetchFlag(flagId: string, signal?: AbortSignal, timeoutMs = FLAG_TIMEOUT_MS): Promise<boolean> {
  const limited = withTimeout(signal, timeoutMs)
  try {
    const data = flagSchema.parse(await api.get(`/api/flags/${encodeURIComponent(flagId)}`, { signal: limited.signal }))
    return data.enabled
  } catch (error) {
    if (limited.timedOut()) throw new FlagTimeoutError()
    throw error
  }
}

export function flagQueryOptions(userId: string | null, flagId: string) {
  return queryOptions({
    queryKey: flagKeys.one(userId, flagId),
    queryFn: ({ signal }) => fetchFlag(flagId, signal),
    ...flagQuerySettings,
  })
}
