import type { PublicFilters } from '../lib/filters'

/** recordKeys is the query-key factory of the public record. */
export const recordKeys = {
  all: ['public-record'] as const,
  lists: () => [...recordKeys.all, 'list'] as const,
  list: (filters: PublicFilters) => [...recordKeys.lists(), filters] as const,
  report: (id: string) => [...recordKeys.all, 'report', id] as const,
  clusters: (bbox: string, filters: PublicFilters) => [...recordKeys.all, 'clusters', bbox, filters] as const,
}
