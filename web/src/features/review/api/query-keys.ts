import type { QueryClient } from '@tanstack/react-query'

import type { Status } from './schemas'

/** ReportFilters are the staff list's filters (GET /api/reports). */
export type ReportFilters = {
  status: Status | null
  category: string | null
  q: string | null
  neighborhood?: string | null
  /** claim: 'mine' or 'unassigned' (null: everyone's). */
  claim?: string | null
  /** reporter: one user's reports (a user id). */
  reporter?: string | null
}

/** reviewKeys is the query-key factory of the review feature. */
export const reviewKeys = {
  all: ['review'] as const,
  reports: () => [...reviewKeys.all, 'report'] as const,
  report: (id: string) => [...reviewKeys.reports(), id] as const,
  events: (id: string) => [...reviewKeys.report(id), 'events'] as const,
  duplicates: (id: string) => [...reviewKeys.all, 'duplicates', id] as const,
  position: (status: Status, id: string) => [...reviewKeys.all, 'position', status, id] as const,
  first: (status: Status) => [...reviewKeys.all, 'first', status] as const,
  lists: () => [...reviewKeys.all, 'list'] as const,
  list: (filters: ReportFilters) => [...reviewKeys.lists(), filters] as const,
  stats: () => [...reviewKeys.all, 'stats'] as const,
  weekly: () => [...reviewKeys.all, 'weekly'] as const,
  templates: () => [...reviewKeys.all, 'templates'] as const,
  reportTemplates: (id: string) => [...reviewKeys.all, 'templates', 'report', id] as const,
}

/** transitionKey is the mutation key of a report's move (useTransition). */
export const transitionKey = [...reviewKeys.all, 'transition'] as const

/**
 * askablePositions leaves out the queue positions that must not be asked for now: those
 * of reports being moved by this page (the answer could come after the move
 * and be 404). A refresh triggered by someone else's move skips them.
 */
export function askablePositions(queryClient: QueryClient) {
  const moving = new Set(
    queryClient
      .getMutationCache()
      .findAll({ mutationKey: transitionKey, status: 'pending' })
      .map((m) => (m.state.variables as { id?: string } | undefined)?.id),
  )
  return (query: { queryKey: readonly unknown[] }) => !(query.queryKey[1] === 'position' && moving.has(query.queryKey[3] as string))
}

/**
 * staleAfterMove says which review queries to refresh after report id moved:
 * all but its queue position, which no longer exists once it left the queue
 * (asking would only answer 404).
 */
export function staleAfterMove(id: string | null) {
  return (query: { queryKey: readonly unknown[] }) => !(query.queryKey[1] === 'position' && query.queryKey[3] === id)
}
