import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

import { isLanguage } from '@/config/languages'
import { setAccessToken, setOfflineUser, setUnauthorizedHandler } from '@/lib/api-client'
import { clearDrafts } from '@/lib/browser-drafts'
import { drawsCopy } from '@/lib/hydration'
import { setLanguage } from '@/lib/i18n'

import { hasSessionHint, refreshSession, restoredForCopy, restoreSession, signOut as signOutRequest } from '../api/session'
import { AuthContext, type AuthContextValue } from '../context'
import { clearUserData } from '../lib/clear-user-data'
import { forgetOfflineUser, keepOfflineUser, offlineUser } from '../lib/offline-user'
import { effectiveRoles } from '../lib/roles'
import type { AuthState, Session } from '../types'

const signedOut: AuthState = { status: 'signed_out', user: null, roles: [] }

// Renew the access token this long before it expires.
const renewMarginMs = 60_000

type Current = AuthState & { expiresAt: number | null }

function fromSession(session: Session): Current {
  setAccessToken(session.access_token)
  keepOfflineUser(session.user)
  return {
    status: 'signed_in',
    user: session.user,
    roles: effectiveRoles(session.user.roles),
    expiresAt: Date.now() + session.expires_in * 1000,
  }
}

function cleared(): Current {
  setAccessToken(null)
  forgetOfflineUser()
  return { ...signedOut, expiresAt: null }
}

/**
 * AuthProvider holds the session: 'loading' until POST /api/auth/refresh
 * answers (skipped when no session-hint cookie says a session may exist;
 * without a connection, until the connection returns, unless the user of
 * the last session was kept in the browser: then signed in as them, without
 * a token, until it returns),
 * then 'signed_in' (the access token kept in memory) or 'signed_out' on any
 * failure. It renews the token before it expires, and when an API call is
 * refused with 401 it renews once and lets the call be retried; if that
 * fails too, the session ends here. Drawing a prerendered copy (a report
 * form, for a signed-in visitor: lib/hydration.ts), it waits for the
 * session without a spinner.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  // Without the hint cookie there is no session to restore: signed out at once.
  const [state, setState] = useState<Current>(() =>
    hasSessionHint() ? { status: 'loading', user: null, roles: [], expiresAt: null } : { ...signedOut, expiresAt: null },
  )

  // Restore once, on mount, and only when the hint says there is a session.
  const restoreOnMount = useRef(state.status === 'loading')
  useEffect(() => {
    if (!restoreOnMount.current) return
    let active = true
    const restore = () => {
      restoreSession().then(
        (session) => active && setState(fromSession(session)),
        () => {
          if (!active) return
          // Opened without a connection (the app shell comes from the service
          // worker): wait for the connection rather than signing out. Meanwhile
          // the user kept from the last session (lib/offline-user.ts) may use
          // what works offline: the report form saves reports in the browser,
          // and My Violations shows them. There is no access token: a request
          // that reaches the server is refused (401), and renewing the session
          // then decides (the unauthorized handler below).
          if (!navigator.onLine) {
            window.addEventListener('online', restore, { once: true })
            const user = offlineUser()
            if (user) {
              setOfflineUser(user.id)
              setState({ status: 'signed_in', user, roles: effectiveRoles(user.roles), expiresAt: null })
            }
          } else setState(cleared())
        },
      )
    }
    restore()
    return () => {
      active = false
      window.removeEventListener('online', restore)
    }
  }, [])

  const { expiresAt } = state
  useEffect(() => {
    if (expiresAt === null) return
    const timer = window.setTimeout(
      () => {
        refreshSession().then(
          (session) => setState(fromSession(session)),
          () => setState(cleared()),
        )
      },
      Math.max(expiresAt - Date.now() - renewMarginMs, 1_000),
    )
    return () => window.clearTimeout(timer)
  }, [expiresAt])

  useEffect(() => {
    setUnauthorizedHandler(async () => {
      try {
        setState(fromSession(await refreshSession()))
        return true
      } catch {
        // The session is gone (revoked, expired, account disabled): end it here;
        // the route guard then sends the user to sign in.
        clearUserData(queryClient)
        setState(cleared())
        return false
      }
    })
    return () => setUnauthorizedHandler(null)
  }, [queryClient])

  // Signing in (or up) makes the profile's language the interface language
  // (spec §4/§7), so that the interface, Settings and the emails agree; from
  // then on the switcher and Settings change both together.
  const setSession = useCallback((session: Session) => {
    const lng = session.user.preferred_language
    if (isLanguage(lng)) void setLanguage(lng)
    setState(fromSession(session))
  }, [])

  const signOut = useCallback(async () => {
    // A failure is the caller's to report (docs/PRODUCT.md §14 'Error signing out'); the
    // session stays, so that the user knows it is still open and can retry.
    await signOutRequest()
    clearUserData(queryClient)
    // Work kept in the browser for a visitor (the renter chat) goes with the session.
    clearDrafts()
    setState(cleared())
  }, [queryClient])

  let shown: AuthState = state
  if (state.status === 'loading' && drawsCopy()) {
    const session = restoredForCopy()
    shown = session ? fromSession(session) : signedOut
  }
  const value = useMemo<AuthContextValue>(
    () => ({ status: shown.status, user: shown.user, roles: shown.roles, setSession, signOut }),
    [shown.status, shown.user, shown.roles, setSession, signOut],
  )

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
