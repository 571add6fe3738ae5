/** integrationKeys is the query-key factory of the integrations pages. */
export const integrationKeys = {
  all: ['integrations'] as const,
  approved: () => [...integrationKeys.all, 'approved'] as const,
  share: (path: string | null) => [...integrationKeys.all, 'share', path] as const,
}
