import { useCallback } from 'react'

import { ApiError } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import { toast } from '@/lib/toast'

import { useAuth } from './use-auth'

/**
 * useSignOut returns the sign-out control's action: end the session (the
 * route guard then goes to /auth after about 100 ms, docs/PRODUCT.md §6) or, when the
 * server cannot be reached, keep it and show the destructive 'Error signing
 * out' toast with the error's message or 'An error occurred' (docs/PRODUCT.md §14).
 */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth()
  return useCallback(async () => {
    try {
      await signOut()
    } catch (error) {
      // The auth texts are loaded only now: most dashboard visits never need them.
      await i18n.loadNamespaces('auth')
      const t = i18n.getFixedT(null, 'auth')
      const description =
        error instanceof ApiError && error.code === 'network'
          ? t('errors.network')
          : error instanceof Error && error.message
            ? error.message
            : t('signOut.errorFallback')
      toast.error(t('signOut.errorTitle'), description)
    }
  }, [signOut])
}
