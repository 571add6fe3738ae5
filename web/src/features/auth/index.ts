// The auth feature's public surface: the app imports from here only.
export { AccessRestricted } from './components/access-restricted'
export { AuthProvider } from './components/auth-provider'
export { RequireAuth, type FromState } from './components/require-auth'
export { RequireRoles } from './components/require-roles'
export { useAuth } from './hooks/use-auth'
export { effectiveRoles, hasAnyRole } from './lib/roles'
export { roles, type AuthState, type AuthStatus, type Role, type Session, type User } from './types'
