import { roles as allRoles, type Role } from '../types'

function isRole(value: string): value is Role {
  return (allRoles as readonly string[]).includes(value)
}

/** effectiveRoles keeps the known roles; a user with none counts as reporter (docs/PRODUCT.md §1). */
export function effectiveRoles(userRoles: readonly string[]): Role[] {
  const known = userRoles.filter(isRole)
  return known.length > 0 ? known : ['reporter']
}

/** hasAnyRole reports whether one of roles is among allowed; any one match admits. */
export function hasAnyRole(roles: readonly Role[], allowed: readonly Role[]): boolean {
  return roles.some((role) => allowed.includes(role))
}
