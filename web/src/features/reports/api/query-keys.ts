import type { QueryClient } from '@tanstack/react-query'

import { sharedKeys } from '@/lib/query-keys'

import type { ReportStatus } from './report-schema'

/** reportKeys is the query-key factory of the reporter's own reports. */
export const reportKeys = {
  all: ['reports'] as const,
  mine: () => [...reportKeys.all, 'mine'] as const,
  mineList: (status: ReportStatus | null) => [...reportKeys.mine(), 'list', status ?? 'all'] as const,
}

/** invalidateMine marks the user's report lists and their counts (shared with the dashboard home) stale. */
export function invalidateMine(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: reportKeys.mine() }),
    queryClient.invalidateQueries({ queryKey: sharedKeys.myStats() }),
  ])
}
