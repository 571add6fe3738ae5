/** ownerRoles are the five roles an owner grants, in the order the pages list them (docs/PRODUCT.md §1). */
export const ownerRoles = ['reporter', 'reporter_admin', 'reviewer', 'reviewer_admin', 'owner'] as const

export type OwnerRole = (typeof ownerRoles)[number]

export function isOwnerRole(value: string): value is OwnerRole {
  return (ownerRoles as readonly string[]).includes(value)
}

/** knownRoles keeps the roles this app knows, in the canonical order. */
export function knownRoles(values: readonly string[]): OwnerRole[] {
  return ownerRoles.filter((role) => values.includes(role))
}
