import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { ConfigurationError } from '@/components/errors/configuration-error'
import { PageSpinner } from '@/components/ui/spinner'
import { configQueryOptions } from '@/config/app-config'
import { AppConfigContext } from '@/config/config-context'
import { drawsCopy, suspend } from '@/lib/hydration'

/**
 * ConfigGate loads /api/config and renders the app with it, or the
 * Configuration Error page. Drawing a prerendered copy, it waits for the
 * configuration without a spinner (lib/hydration.ts).
 */
export function ConfigGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const { data, error, isPending } = useQuery(configQueryOptions)
  if (isPending) {
    if (drawsCopy()) suspend(queryClient.query(configQueryOptions))
    return <PageSpinner />
  }
  if (error) return <ConfigurationError details={error.message} />
  return <AppConfigContext.Provider value={data}>{children}</AppConfigContext.Provider>
}
