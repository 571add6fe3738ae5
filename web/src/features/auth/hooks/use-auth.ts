import { useContext } from 'react'

import { AuthContext, type AuthContextValue } from '../context'

/** useAuth returns {status, user, roles} and the session actions. */
export function useAuth(): AuthContextValue {
  const auth = useContext(AuthContext)
  if (!auth) throw new Error('useAuth must be used inside AuthProvider')
  return auth
}
