/** investorKeys is the query-key factory of the owner's investor requests. */
export const investorKeys = {
  all: ['owner-investors'] as const,
  list: () => [...investorKeys.all, 'list'] as const,
}
