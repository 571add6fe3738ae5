/**
 * openDataLinks are the public data addresses the government page lists.
 * They are server endpoints (docs/API.md), not app routes, so they are not
 * in config/paths.
 */
export const openDataLinks = [
  { key: 'discovery', href: '/open311/v2/discovery.json' },
  { key: 'services', href: '/open311/v2/services.json' },
  { key: 'requests', href: '/open311/v2/requests.json' },
  { key: 'csv', href: '/api/public/reports.csv' },
  { key: 'geojson', href: '/api/public/reports.geojson' },
] as const
