import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'

import { PageSpinner } from '@/components/ui/spinner'
import { languages } from '@/config/languages'
import { paths } from '@/config/paths'

import { useAuth } from '../hooks/use-auth'

/** FromState is the router state RequireAuth leaves for the sign-in page. */
export type FromState = { from?: { pathname: string; search: string; hash: string } }

/**
 * RequireAuth waits while the session loads, then renders children for a
 * signed-in user or sends everyone else to /auth, remembering where they
 * were going (except /landing) so sign-in can return them there.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth()
  const location = useLocation()

  if (status === 'loading') return <PageSpinner />
  if (status === 'signed_out') {
    const { pathname, search, hash } = location
    const landing = languages.some((lng) => pathname === paths.lang.landing.getHref(lng))
    const state: FromState = landing ? {} : { from: { pathname, search, hash } }
    return <Navigate to={paths.auth.getHref()} replace state={state} />
  }
  return children
}
