/** neighborhoodKeys is the query-key factory of the owner's neighbourhood pages. */
export const neighborhoodKeys = {
  all: ['owner-neighborhoods'] as const,
  list: () => [...neighborhoodKeys.all, 'list'] as const,
}
