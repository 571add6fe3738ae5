import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'
import { retryUnlessClientError } from '@/lib/query-client'

import type { FlagMap } from '../lib/flag-ids'
import { flagKeys } from './query-keys'

/** docs/PRODUCT.md §8: a flag request gives up after 5 seconds. */
export const FLAG_TIMEOUT_MS = 5_000

const flagMapSchema = z.record(z.string(), z.boolean())

/** parseFlagMap reads the data of a 'flags.updated' event; null when it is not a flag map. */
export function parseFlagMap(data: string): FlagMap | null {
  try {
    const parsed = flagMapSchema.safeParse(JSON.parse(data))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** FlagTimeoutError is a flag request that took longer than its timeout; it is never retried. */
export class FlagTimeoutError extends Error {
  constructor() {
    super('feature flag request timed out')
    this.name = 'FlagTimeoutError'
  }
}

/**
 * withTimeout gives a signal that aborts with signal or after ms, and tells
 * which happened. (Combined by hand: AbortSignal.any is missing from Safari
 * before 17.4, still on many phones.)
 */
export function withTimeout(signal: AbortSignal | undefined, ms: number) {
  const timeout = AbortSignal.timeout(ms)
  if (!signal) return { signal: timeout, timedOut: () => timeout.aborted }
  const both = new AbortController()
  const abort = (from: AbortSignal) => () => both.abort(from.reason)
  if (signal.aborted) abort(signal)()
  signal.addEventListener('abort', abort(signal), { once: true })
  timeout.addEventListener('abort', abort(timeout), { once: true })
  return { signal: both.signal, timedOut: () => timeout.aborted }
}

/** fetchFlags is GET /api/flags: every flag evaluated for the caller. */
export async function fetchFlags(signal?: AbortSignal, timeoutMs = FLAG_TIMEOUT_MS): Promise<FlagMap> {
  const limited = withTimeout(signal, timeoutMs)
  try {
    return flagMapSchema.parse(await api.get('/api/flags', { signal: limited.signal }))
  } catch (error) {
    if (limited.timedOut()) throw new FlagTimeoutError()
    throw error
  }
}

/**
 * flagRetry is the app's retry policy (twice, never a 4xx), and never after a
 * timeout either (docs/PRODUCT.md §8): the flags would come too late to help.
 */
export function flagRetry(failureCount: number, error: unknown): boolean {
  return !(error instanceof FlagTimeoutError) && retryUnlessClientError(failureCount, error)
}

/** flagQuerySettings are docs/PRODUCT.md §8's feature flag query settings, shared by every flag query. */
export const flagQuerySettings = {
  staleTime: 5 * 60_000,
  retry: flagRetry,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
  // The live stream resends every flag when it reconnects.
  refetchOnReconnect: false,
} as const

export function flagsQueryOptions(userId: string | null, timeoutMs = FLAG_TIMEOUT_MS) {
  return queryOptions({
    queryKey: flagKeys.evaluated(userId),
    queryFn: ({ signal }) => fetchFlags(signal, timeoutMs),
    enabled: userId !== null,
    ...flagQuerySettings,
  })
}

const noFlags: FlagMap = {}

/**
 * useFlags is the signed-in user's evaluated flags. Without a user, while
 * loading or after an error every flag is off (docs/PRODUCT.md §8).
 */
export function useFlags(userId: string | null): FlagMap {
  const { data, isError } = useQuery(flagsQueryOptions(userId))
  return userId === null || isError || !data ? noFlags : data
}
