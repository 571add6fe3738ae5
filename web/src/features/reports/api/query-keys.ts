import type { ReportStatus } from './report-schema'

/** reportKeys is the query-key factory of the reporter's own reports. */
export const reportKeys = {
  all: ['reports'] as const,
  mine: () => [...reportKeys.all, 'mine'] as const,
  mineList: (status: ReportStatus | null) => [...reportKeys.mine(), 'list', status ?? 'all'] as const,
  mineStats: () => [...reportKeys.mine(), 'stats'] as const,
  /** queued are the reports kept in this browser until there is a connection. */
  queued: (userId: string | null) => [...reportKeys.all, 'queued', userId ?? ''] as const,
}
