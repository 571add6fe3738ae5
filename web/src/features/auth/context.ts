import { createContext } from 'react'

import type { AuthState, Session } from './types'

export type AuthContextValue = AuthState & {
  /** setSession stores a session from sign-in or sign-up. */
  setSession: (session: Session) => void
  /** signOut ends the session on the server, then here; it rejects (and keeps the session) when the server call fails. */
  signOut: () => Promise<void>
}

export const AuthContext = createContext<AuthContextValue | null>(null)
