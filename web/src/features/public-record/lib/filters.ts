import { neighborhoodParam } from '@/lib/neighborhoods'

/** PublicFilters are the public record's filters (API.md "Public record"). */
export type PublicFilters = {
  category: string | null
  /** from and to are dates (YYYY-MM-DD) on when it happened. */
  from: string | null
  to: string | null
  state: 'open' | 'resolved' | null
  /** neighborhood is a neighbourhood's id. */
  neighborhood?: string | null
  /** q holds words to find in the description or address (accents and case ignored). */
  q?: string | null
}

export const emptyFilters: PublicFilters = { category: null, from: null, to: null, state: null, neighborhood: null, q: null }

const datePattern = /^\d{4}-\d{2}-\d{2}$/

function date(value: string | null): string | null {
  return value && datePattern.test(value) ? value : null
}

/** filtersFromParams reads the filters from a page's query string, ignoring malformed values. */
export function filtersFromParams(params: URLSearchParams): PublicFilters {
  const state = params.get('state')
  return {
    category: params.get('category') || null,
    from: date(params.get('from')),
    to: date(params.get('to')),
    state: state === 'open' || state === 'resolved' ? state : null,
    neighborhood: neighborhoodParam(params.get('neighborhood')),
    q: searchParam(params.get('q')),
  }
}

/** searchParam is the search words, trimmed, at most 200 characters (the API's limit), or null. */
export function searchParam(value: string | null): string | null {
  const q = value?.trim().slice(0, 200) ?? ''
  return q || null
}

/** filtersToParams writes the filters as a query string (the page's, and the API's), leaving out empty ones. */
export function filtersToParams(filters: PublicFilters, extra: Record<string, string | null | undefined> = {}): URLSearchParams {
  const params = new URLSearchParams()
  const all: Record<string, string | null | undefined> = { ...filters, ...extra }
  for (const [key, value] of Object.entries(all)) if (value) params.set(key, value)
  return params
}

/** dateRangeError says whether from comes after to (the only mistake the date inputs allow). */
export function dateRangeError(filters: Pick<PublicFilters, 'from' | 'to'>): boolean {
  return filters.from !== null && filters.to !== null && filters.from > filters.to
}
