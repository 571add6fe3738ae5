import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { ConfigurationError } from '@/components/errors/configuration-error'
import { PageSpinner } from '@/components/ui/spinner'
import { configQueryOptions } from '@/config/app-config'
import { AppConfigContext } from '@/config/config-context'

/** ConfigGate loads /api/config and renders the app with it, or the Configuration Error page. */
export function ConfigGate({ children }: { children: ReactNode }) {
  const { data, error, isPending } = useQuery(configQueryOptions)
  if (isPending) return <PageSpinner />
  if (error) return <ConfigurationError details={error.message} />
  return <AppConfigContext.Provider value={data}>{children}</AppConfigContext.Provider>
}
