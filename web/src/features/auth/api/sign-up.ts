import { api } from '@/lib/api-client'

export type SignUpInput = {
  email: string
  password: string
  first_name: string
  last_name: string
  preferred_language: string
}

/**
 * signUp creates an account (POST /api/auth/signup). The server answers 202
 * whether or not the email was taken, so the caller signs in next. Errors:
 * 400 with field codes, 429 when rate limited.
 */
export async function signUp(input: SignUpInput): Promise<void> {
  await api.post('/api/auth/signup', input)
}
