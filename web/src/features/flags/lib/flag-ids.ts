/** flagIds are the flags seeded with the product (docs/PRODUCT.md §8), in the order owners see them. */
export const flagIds = [
  'nav_reporter_home',
  'nav_reporter_upload',
  'nav_reporter_violations',
  'nav_admin_dashboard',
  'nav_admin_screening',
  'nav_admin_all_violations',
  'nav_reviewer_dashboard',
  'nav_reviewer_pending',
  'nav_reviewer_admin_home',
  'nav_reviewer_admin_dashboard',
  'analytics',
  'public_map',
  'renter_chat',
  'investor_deck',
  'open311_api',
  'email_notifications',
] as const

export type FlagId = (typeof flagIds)[number]

export function isFlagId(value: string): value is FlagId {
  return (flagIds as readonly string[]).includes(value)
}

/** flagDefaults is each flag's global value when first seeded: everything on but analytics. */
export const flagDefaults: Readonly<Record<FlagId, boolean>> = Object.fromEntries(
  flagIds.map((id) => [id, id !== 'analytics']),
) as Record<FlagId, boolean>

/** adminNavFlagIds are re-read by reporter admins at load and on every change (docs/PRODUCT.md §8). */
export const adminNavFlagIds = ['nav_admin_dashboard', 'nav_admin_screening', 'nav_admin_all_violations'] as const

/** flagRoles are the roles a flag can be set for (docs/PRODUCT.md §1). */
export const flagRoles = ['reporter', 'reporter_admin', 'reviewer', 'reviewer_admin', 'owner'] as const

export type FlagRole = (typeof flagRoles)[number]

/** FLAGS_UPDATED_EVENT is the window event fired after each live flag change (docs/PRODUCT.md §8). */
export const FLAGS_UPDATED_EVENT = 'database feature flags updated'

/** FlagMap is the caller's evaluated flags, by id; a missing id is off. */
export type FlagMap = Readonly<Record<string, boolean>>
