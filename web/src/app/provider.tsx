import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { Suspense, useState, type ReactNode } from 'react'

import { DataLoadingError } from '@/components/errors/data-loading-error'
import { ErrorBoundary } from '@/components/errors/error-boundary'
import { PageSpinner } from '@/components/ui/spinner'
import { Toaster } from '@/components/ui/toaster'
import { AuthProvider } from '@/features/auth'
import { createQueryClient } from '@/lib/query-client'

import { ConfigGate } from './config-gate'

/**
 * AppProvider wires the app: the query cache, translations (suspending
 * until the first language is loaded), the server configuration, the
 * session and the toasts.
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  return (
    <QueryClientProvider client={client}>
      <Suspense fallback={<PageSpinner />}>
        <ErrorBoundary fallback={({ reset }) => <DataLoadingError onRetry={reset} />}>
          <ConfigGate>
            <AuthProvider>
              {children}
              <Toaster />
            </AuthProvider>
          </ConfigGate>
        </ErrorBoundary>
      </Suspense>
    </QueryClientProvider>
  )
}
