import * as z from '@/lib/json-shape'

import { api } from '@/lib/api-client'
import { readCookie } from '@/lib/cookies'
import { suspend } from '@/lib/hydration'
import { userSchema } from '@/lib/user-schema'

import type { Session } from '../types'

const sessionSchema = z.object({
  user: userSchema,
  access_token: z.string(),
  expires_in: z.number(),
})

/** parseSession validates a {user, access_token, expires_in} body; it throws on a bad shape. */
export function parseSession(data: unknown): Session {
  return sessionSchema.parse(data)
}

/**
 * hasSessionHint reports whether the server's non-secret "vecino_session"
 * cookie is present: without it there is no refresh cookie to exchange, and
 * the request would only fail.
 */
export function hasSessionHint(): boolean {
  return readCookie('vecino_session') === '1'
}

let inFlight: Promise<Session> | null = null

/**
 * refreshSession exchanges the httpOnly refresh cookie for a new access
 * token (POST /api/auth/refresh). Concurrent callers share one request: the
 * server rotates the cookie and treats a second use of the old one as theft,
 * revoking every session (React StrictMode runs effects twice).
 */
export function refreshSession(): Promise<Session> {
  inFlight ??= api
    .post('/api/auth/refresh')
    .then(parseSession)
    .finally(() => {
      inFlight = null
    })
  return inFlight
}

let early: Promise<Session> | null = null

/**
 * startRestore asks for the session as the app starts (main.tsx), when the
 * hint says there is one: the request then travels while the app's code
 * and translations load, instead of after the first render. The answer
 * waits for restoreSession.
 */
export function startRestore(): void {
  if (!hasSessionHint()) return
  early = refreshSession()
  early.catch(() => {}) // restoreSession's caller handles a failure
}

let settled: { session: Session | null } | undefined

/**
 * restoredForCopy is, while the app draws a prerendered copy
 * (lib/hydration.ts), the session the restore answered (null for none); it
 * suspends (throws the answer's promise) until the answer has come.
 * restoreSession then takes the same answer.
 */
export function restoredForCopy(): Session | null {
  if (settled) return settled.session
  early ??= refreshSession()
  suspend(
    early.then(
      (session) => void (settled = { session }),
      () => void (settled = { session: null }),
    ),
  )
}

/** restoreSession is the answer startRestore asked for (taken once), else a new refresh. */
export function restoreSession(): Promise<Session> {
  const answer = early ?? refreshSession()
  early = null
  return answer
}

/** signOut ends the session on the server (POST /api/auth/signout); 'global' ends every session. */
export async function signOut(scope: 'global' | 'local' = 'local'): Promise<void> {
  await api.post('/api/auth/signout', { scope })
}
