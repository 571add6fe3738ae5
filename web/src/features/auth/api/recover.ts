import { api } from '@/lib/api-client'

/**
 * requestRecovery asks for a password-reset email (POST /api/auth/recover).
 * The answer is 202 whether or not the account exists. Errors: 400 for a
 * malformed email, 429 when rate limited.
 */
export async function requestRecovery(input: { email: string; language: string }): Promise<void> {
  await api.post('/api/auth/recover', input)
}
