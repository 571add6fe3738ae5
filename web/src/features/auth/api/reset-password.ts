import { api } from '@/lib/api-client'

/**
 * resetPassword sets a new password with the emailed token (POST
 * /api/auth/reset); the server then ends every session. Errors: 400 with
 * fields.password (too_short, too_common …) or fields.token = "expired".
 */
export async function resetPassword(input: { token: string; password: string }): Promise<void> {
  await api.post('/api/auth/reset', input)
}
