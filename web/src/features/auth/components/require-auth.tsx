import { useEffect, useState, type ReactNode } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'

import { PageSpinner } from '@/components/ui/spinner'
import { languages } from '@/config/languages'
import { paths } from '@/config/paths'

import { useAuth } from '../hooks/use-auth'

/** FromState is the router state RequireAuth leaves for the sign-in page. */
export type FromState = { from?: { pathname: string; search: string; hash: string } }

/** signOutDelayMs is how long the page waits after a sign-out before going to /auth (docs/PRODUCT.md §6: about 100 ms). */
const signOutDelayMs = 100

/**
 * RequireAuth waits while the session loads, then renders children for a
 * signed-in user or sends everyone else to /auth, remembering where they
 * were going (except /landing) so sign-in can return them there. When the
 * session ends on this page (sign-out, or a session the server refused), it
 * goes to /auth after about 100 ms, remembering nothing.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth()
  const location = useLocation()
  const [hadSession, setHadSession] = useState(status === 'signed_in')
  if (status === 'signed_in' && !hadSession) setHadSession(true)

  if (status === 'loading') return <PageSpinner />
  if (status === 'signed_out') {
    if (hadSession) return <SessionEnded />
    const { pathname, search, hash } = location
    const landing = languages.some((lng) => pathname === paths.lang.landing.getHref(lng))
    const state: FromState = landing ? {} : { from: { pathname, search, hash } }
    return <Navigate to={paths.auth.getHref()} replace state={state} />
  }
  return children
}

function SessionEnded() {
  const navigate = useNavigate()
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(paths.auth.getHref(), { replace: true }), signOutDelayMs)
    return () => window.clearTimeout(timer)
  }, [navigate])
  return <PageSpinner />
}
