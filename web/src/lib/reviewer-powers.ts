/**
 * reviewerRoles are the roles that hold a reviewer's powers: reviewer, and
 * reviewer_admin on top of its own (docs/PRODUCT.md §1). The sidebar, the
 * route guard of /dashboard/review and the review buttons all ask here; the
 * server holds the same rule.
 */
export const reviewerRoles = ['reviewer', 'reviewer_admin'] as const

/**
 * actsAs reports whether a user with roles holds the powers of role: a
 * reviewer's powers are held by reviewerRoles, every other role only by
 * itself.
 */
export function actsAs(roles: readonly string[], role: string): boolean {
  if (role === 'reviewer') return roles.some((r) => (reviewerRoles as readonly string[]).includes(r))
  return roles.includes(role)
}
