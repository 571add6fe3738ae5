import type { User } from '@/lib/user-schema'

export type { User }

/** roles are the closed set of user roles (docs/PRODUCT.md §1). */
export const roles = ['reporter', 'reporter_admin', 'reviewer', 'reviewer_admin', 'owner'] as const

export type Role = (typeof roles)[number]


export type Session = {
  user: User
  access_token: string
  expires_in: number
}

export type AuthStatus = 'loading' | 'signed_in' | 'signed_out'

export type AuthState = {
  status: AuthStatus
  user: User | null
  /** roles are the user's known roles; a user with none counts as reporter. */
  roles: Role[]
}
