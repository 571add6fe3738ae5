/** publicSiteKeys is the query-key factory of the public site. */
export const publicSiteKeys = {
  all: ['public'] as const,
  stats: () => [...publicSiteKeys.all, 'stats'] as const,
}
