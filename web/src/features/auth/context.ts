import { createContext } from 'react'

import type { AuthState, Session } from './types'

export type AuthContextValue = AuthState & {
  /** setSession stores a session from sign-in or sign-up. */
  setSession: (session: Session) => void
  /** signOut ends the session on the server (failures ignored) and locally. */
  signOut: () => Promise<void>
}

export const AuthContext = createContext<AuthContextValue | null>(null)
