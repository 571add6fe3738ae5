import { ApiError, api } from '@/lib/api-client'

import type { Session } from '../types'
import { parseSession } from './session'

export type SignInInput = { email: string; password: string; remember_me: boolean }

/** The longest Retry-After (seconds) that signIn waits out by itself, once. */
const maxBusyWait = 5

/**
 * signIn checks the credentials (POST /api/auth/signin) and returns the new
 * session; the server sets the refresh cookie, persistent with remember_me.
 * When the server is too busy to check the password (503 with a short
 * Retry-After) it waits that long and tries once more. Errors: 401 for any
 * bad credential, 403 for a disabled account, 429 with Retry-After when rate
 * limited, 503 when still busy.
 */
export async function signIn(input: SignInInput): Promise<Session> {
  try {
    return parseSession(await api.post('/api/auth/signin', input))
  } catch (error) {
    const wait = error instanceof ApiError && error.status === 503 ? error.retryAfter : null
    if (wait === null || wait < 0 || wait > maxBusyWait) throw error
    await new Promise((resolve) => setTimeout(resolve, wait * 1000))
    return parseSession(await api.post('/api/auth/signin', input))
  }
}

/**
 * requestSignInFormToken tells the server that the sign-in form is shown
 * (POST /api/auth/signin/form). The cookie it sets, once a few seconds old,
 * lets this browser's sign-in go before those of a flood that posts
 * sign-ins directly (docs/signin.md); without it the sign-in works as well,
 * so a failure is ignored.
 */
export async function requestSignInFormToken(): Promise<void> {
  try {
    await api.post('/api/auth/signin/form')
  } catch {
    // Only a priority under load is lost.
  }
}
