import type { QueryClient } from '@tanstack/react-query'

import { configQueryOptions } from '@/config/app-config'
import { setAccessToken } from '@/lib/api-client'

/**
 * clearUserData forgets the access token and every cached response, except
 * the server configuration, which is the same for everyone and which the
 * whole app waits on (dropping it would unmount the app).
 */
export function clearUserData(queryClient: QueryClient): void {
  setAccessToken(null)
  const [configKey] = configQueryOptions.queryKey
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== configKey })
}
