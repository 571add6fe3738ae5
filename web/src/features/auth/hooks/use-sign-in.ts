import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'

import { signOut } from '../api/session'
import { signIn, type SignInInput } from '../api/sign-in'
import { clearUserData } from '../lib/clear-user-data'
import { storeRememberChoice } from '../lib/remember-me'
import { useAuth } from './use-auth'

/**
 * useSignIn returns the sign-in of docs/PRODUCT.md §6: forget whatever session this
 * browser held (here, then every session on the server; a failure of that
 * step is ignored), sign in, remember the "remember me" choice and store the
 * session. It rejects with the sign-in's ApiError.
 */
export function useSignIn(): (input: SignInInput) => Promise<void> {
  const queryClient = useQueryClient()
  const { setSession } = useAuth()
  return useCallback(
    async (input: SignInInput) => {
      clearUserData(queryClient)
      try {
        await signOut('global')
      } catch {
        // docs/PRODUCT.md §6: the global sign-out may fail (offline, no session); sign in anyway.
      }
      const session = await signIn(input)
      storeRememberChoice(input.remember_me)
      setSession(session)
    },
    [queryClient, setSession],
  )
}
