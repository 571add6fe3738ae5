import { createContext, useContext } from 'react'

/**
 * SignedInContext tells the public pages whether a user is signed in, so a
 * call to action can lead to /upload (signed in) or to sign-up. The app
 * provides it from the auth feature: features never import each other.
 */
export const SignedInContext = createContext(false)

/** useSignedIn reports whether a user is signed in. */
export function useSignedIn(): boolean {
  return useContext(SignedInContext)
}
