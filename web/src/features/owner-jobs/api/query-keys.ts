/** jobKeys is the query-key factory of the owner's background jobs page. */
export const jobKeys = {
  all: ['owner-jobs'] as const,
  overview: () => [...jobKeys.all, 'overview'] as const,
}
