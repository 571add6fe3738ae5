import { filtersToParams, type PublicFilters } from '../lib/filters'

/** exportHref is the open-data download (GET /api/public/reports.csv or .geojson) with the same filters. */
export function exportHref(format: 'csv' | 'geojson', filters: PublicFilters): string {
  const query = filtersToParams(filters).toString()
  return `/api/public/reports.${format}${query ? `?${query}` : ''}`
}
