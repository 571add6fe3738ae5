import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

export type PasswordChange = { current_password: string; password: string }

/** changePassword is PUT /api/auth/password; the server signs out the user's other sessions. */
export async function changePassword(change: PasswordChange): Promise<void> {
  await api.put('/api/auth/password', change)
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
