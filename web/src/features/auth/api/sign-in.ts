import { api } from '@/lib/api-client'

import type { Session } from '../types'
import { parseSession } from './session'

export type SignInInput = { email: string; password: string; remember_me: boolean }

/**
 * signIn checks the credentials (POST /api/auth/signin) and returns the new
 * session; the server sets the refresh cookie, persistent with remember_me.
 * Errors: 401 for any bad credential, 403 for a disabled account, 429 with
 * Retry-After when rate limited.
 */
export async function signIn(input: SignInInput): Promise<Session> {
  return parseSession(await api.post('/api/auth/signin', input))
}
