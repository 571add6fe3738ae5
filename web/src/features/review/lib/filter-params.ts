import { neighborhoodParam } from '@/lib/neighborhoods'

import type { ReportFilters } from '../api/query-keys'
import { isStatus } from '../api/schemas'

/** filtersFromParams reads the staff list filters from the page's query string. */
export function filtersFromParams(params: URLSearchParams): ReportFilters {
  const status = params.get('status')
  return {
    status: isStatus(status) ? status : null,
    category: params.get('category') || null,
    q: params.get('q')?.trim() || null,
    neighborhood: neighborhoodParam(params.get('neighborhood')),
    claim: claimParam(params.get('claim')),
    reporter: params.get('reporter') || null,
  }
}

/** claimParam keeps the claim filter's two values ("mine", "unassigned"). */
export function claimParam(value: string | null): string | null {
  return value === 'mine' || value === 'unassigned' ? value : null
}

/** filtersToParams writes the filters to a query string, leaving out the empty ones. */
export function filtersToParams(filters: ReportFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.status) params.set('status', filters.status)
  if (filters.category) params.set('category', filters.category)
  if (filters.q) params.set('q', filters.q)
  if (filters.neighborhood) params.set('neighborhood', filters.neighborhood)
  if (filters.claim) params.set('claim', filters.claim)
  if (filters.reporter) params.set('reporter', filters.reporter)
  return params
}
