import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { Suspense, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'

import { PageSpinner } from '@/components/ui/spinner'

import { DataLoadingError } from './data-loading-error'
import { ErrorBoundary } from './error-boundary'

/**
 * RouteBoundary wraps every route's page: a spinner while its code or data
 * loads, the Data Loading Error screen if it throws. 'Try Again' resets the
 * boundary and any failed queries below it; moving to another page does too.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const location = useLocation()
  return (
    <QueryErrorResetBoundary>
      {({ reset: resetQueries }) => (
        <ErrorBoundary
          resetKey={location.key}
          fallback={({ reset }) => (
            <DataLoadingError
              onRetry={() => {
                resetQueries()
                reset()
              }}
            />
          )}
        >
          <Suspense fallback={<PageSpinner />}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  )
}
