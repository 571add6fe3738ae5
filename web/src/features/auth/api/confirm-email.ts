import { api } from '@/lib/api-client'

/**
 * confirmEmail spends the link emailed at sign-up (POST /api/auth/confirm):
 * 204, or 400 with field token "expired" for an unknown, used or expired link.
 */
export async function confirmEmail(token: string): Promise<void> {
  await api.post('/api/auth/confirm', { token })
}

/**
 * resendConfirmation asks for a new link (POST /api/auth/confirm/resend); the
 * answer is 202 whether or not an account waits for confirmation.
 */
export async function resendConfirmation(email: string): Promise<void> {
  await api.post('/api/auth/confirm/resend', { email })
}
