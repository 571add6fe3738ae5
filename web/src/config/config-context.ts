import { createContext, useContext } from 'react'

import type { AppConfig } from './app-config'

export const AppConfigContext = createContext<AppConfig | null>(null)

/** useAppConfig returns the validated server configuration. */
export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext)
  if (!config) throw new Error('useAppConfig must be used inside the ConfigGate')
  return config
}
