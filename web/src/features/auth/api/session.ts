import * as z from '@/lib/json-shape'

import { api } from '@/lib/api-client'
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
  return document.cookie.split(';').some((c) => c.trim() === 'vecino_session=1')
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

/** signOut ends the session on the server (POST /api/auth/signout); 'global' ends every session. */
export async function signOut(scope: 'global' | 'local' = 'local'): Promise<void> {
  await api.post('/api/auth/signout', { scope })
}
