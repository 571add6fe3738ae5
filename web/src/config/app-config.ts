import * as z from '@/lib/json-shape'

import { api, ApiError } from '@/lib/api-client'
import { sharedKeys } from '@/lib/query-keys'

// lib/json-shape (zod/mini's names, a fraction of its size) keeps zod out of
// the first load; forms use zod in their own chunks.
export const appConfigSchema = z.object({
  app_name: z.string().check(z.minLength(1)),
  default_language: z.string(),
  languages: z.array(z.string()),
  map: z.object({
    provider: z.enum(['google', 'osm']),
    center: z.object({ lat: z.number(), lng: z.number() }),
    zoom: z.number(),
    tile_url: z.string(),
  }),
  analytics_enabled: z.boolean(),
  /** Where the source of the running version is published (the AGPL's offer); absent or "" shows no link. */
  source_url: z.optional(z.string()),
})

/** AppConfig is the server's public configuration (GET /api/config). */
export type AppConfig = z.infer<typeof appConfigSchema>

/** ConfigError says why the app cannot start; its message is shown as technical details. */
export class ConfigError extends Error {
  /** transient is true when the server could not be reached, not when it answered wrongly. */
  readonly transient: boolean

  constructor(problems: string[], transient = false) {
    super(`Environment configuration errors: ${problems.join('; ')}`)
    this.name = 'ConfigError'
    this.transient = transient
  }
}

export const configEndpoint = '/api/config'

/** fetchAppConfig loads and validates the configuration; it throws ConfigError. */
export async function fetchAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  let data: unknown
  try {
    data = await api.get(configEndpoint, { signal })
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause)
    const transient = !(cause instanceof ApiError) || cause.status === 0 || cause.status >= 502
    throw new ConfigError([`GET ${configEndpoint} failed: ${reason}`], transient)
  }
  const result = appConfigSchema.safeParse(data)
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`),
    )
  }
  return result.data
}

export const configQueryOptions = {
  queryKey: sharedKeys.config(),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchAppConfig(signal),
  staleTime: Infinity,
  // A wrong configuration does not heal by retrying; an unreachable server
  // (still starting, a dropped connection) gets one more try.
  retry: (failures: number, error: Error) => failures < 1 && error instanceof ConfigError && error.transient,
  retryDelay: 500,
}
