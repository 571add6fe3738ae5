/**
 * The report categories with a type-selection page (every one except
 * bike-lane, which is a direct form). The backend owns the full catalog
 * (GET /api/catalog); the router only needs the slugs to validate URLs.
 */
export const uploadCategories = [
  'careless-driver',
  'speed-traffic',
  'crosswalk-signals',
  'infrastructure-gaps',
  'visibility-hazards',
  'signage-signals',
  'road-infrastructure',
  'illegal-parking',
  'bike-issues',
  'intersections-signals',
  'drop-off-zones',
  'enforcement-gaps',
  'renter-protection',
] as const

export type UploadCategory = (typeof uploadCategories)[number]

export const bikeLaneCategory = 'bike-lane'

export const renterProtectionTypes = [
  'illegal-lockouts',
  'retaliation',
  'habitability-failures',
  'building-safety-requirements',
  'rent-control-violations',
  'security-deposit-violations',
  'housing-discrimination',
  'criminal-history-screening',
  'lead-safety-violations',
  'failure-to-post-notices',
] as const

export function isUploadCategory(value: unknown): value is UploadCategory {
  return typeof value === 'string' && (uploadCategories as readonly string[]).includes(value)
}

export function isRenterProtectionType(value: unknown): value is (typeof renterProtectionTypes)[number] {
  return typeof value === 'string' && (renterProtectionTypes as readonly string[]).includes(value)
}
