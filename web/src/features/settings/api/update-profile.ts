import { useMutation, useQueryClient } from '@tanstack/react-query'

import type { Language } from '@/config/languages'
import { api } from '@/lib/api-client'
import { parseUser } from '@/lib/user-schema'

import type { Me } from './get-me'
import { settingsKeys } from './query-keys'

export type ProfileUpdate = { first_name?: string; last_name?: string; preferred_language?: Language }

/** updateProfile is PATCH /api/me: only the fields given change. */
export async function updateProfile(update: ProfileUpdate): Promise<Me> {
  return parseUser(await api.patch('/api/me', update))
}

/** useUpdateProfile saves profile fields and stores the answer as the current profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => queryClient.setQueryData(settingsKeys.me(), me),
  })
}
