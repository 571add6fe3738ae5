import { useEffect } from 'react'
import { useLocation, useNavigate, useRouteError } from 'react-router-dom'

import { DataLoadingError } from './data-loading-error'
import { useInsideMain } from './main-landmark'

/**
 * RouteError is the router's errorElement on every route: it catches what
 * the page boundaries cannot (route-level failures). 'Try Again' navigates
 * to the same location, which makes the router render the route afresh.
 */
export function RouteError() {
  const error = useRouteError()
  const location = useLocation()
  const navigate = useNavigate()
  const insideMain = useInsideMain()

  useEffect(() => {
    console.error('route error', error)
  }, [error])

  const screen = <DataLoadingError onRetry={() => void navigate(location, { replace: true, state: location.state as unknown })} />
  // Inside a shell, the shell's <main id="main"> holds it: a second one would repeat the id and the landmark.
  if (insideMain) return screen
  return (
    <main id="main" className="min-h-screen">
      {screen}
    </main>
  )
}
