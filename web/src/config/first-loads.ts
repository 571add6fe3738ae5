import { paths } from './paths'

/**
 * FirstLoad is what a page needs before its first paint, beyond its scripts:
 * the API answers it asks for (`:name` is the path's parameter of that
 * name) and its translation namespaces. The browser would otherwise ask for
 * them in a chain (scripts, then common.json, then the configuration, then
 * the languages, then the page's namespace, then the catalog); the server
 * names them in the page's HTML instead (preload links,
 * internal/webhost/share.go), from first-loads.json, which the build writes
 * from firstLoads (vite.config.ts). e2e/tests/public.test.mjs and
 * reports.test.mjs check that each is asked for once, by its link.
 */
export type FirstLoad = {
  /** path is the route's pattern (paths.ts); the first route that matches a path is its. */
  path: string
  /** page names the page's own code (a key of page-chunks.json, vite.config.ts firstPages), if a first visit loads it with the entry. */
  page?: string
  /** leaflet names Leaflet's code the page draws its map with (a key of page-chunks.json), which it loads unless the city uses Google Maps. */
  leaflet?: string
  /** signedIn: the page is drawn for a browser with a session only (the report forms), in the visitor's language. */
  signedIn?: boolean
  /** language: the page is written in that language only. */
  language?: string
  api?: string[]
  namespaces?: string[]
}

/** reportFormNamespaces are a report form's own namespaces, which its route preloads too (upload-type-preload.ts). */
export const reportFormNamespaces = ['catalog', 'reports', 'map']

/** everyPage is what every page of a route below needs first, its own needs added. */
export const everyPage = {
  api: ['/api/config', '/api/languages'],
  // defaultNamespaces (lib/i18n.ts): English is the fallback language, so a Spanish page loads its files too.
  namespaces: ['common'],
}

const l = paths.lang
const publicSite = { namespaces: ['public'] }
const withCatalog = { api: ['/api/catalog'], namespaces: ['public'] }
// The public record: follow is the search box's and the follow and alert
// boxes'; the list and the map wait for the neighbourhoods (their filters).
const record = { page: 'record', namespaces: ['record', 'follow'] }
const recordList = { ...record, api: ['/api/catalog', '/api/neighborhoods'] }
const auth = { page: 'auth', namespaces: ['auth'] }

/** firstLoads is every route whose pages the server sends with their first needs, in the order they are matched. */
export const firstLoads: FirstLoad[] = [
  { path: l.root.path, page: 'home', ...withCatalog },
  { path: l.landing.path, page: 'landing', ...withCatalog },
  { path: l.map.path, leaflet: 'leaflet-map', ...recordList },
  { path: l.approved.path, ...recordList },
  { path: l.approvedDetail.path, ...record, api: ['/api/catalog', '/api/public/reports/:id'] },
  { path: l.auth.path, ...auth },
  { path: l.login.path, ...auth },
  { path: l.register.path, ...auth },
  { path: l.deck.path, language: 'en', ...publicSite },
  { path: '/:lang/*', ...publicSite }, // every other page with a language in its path: the public site's
  // A report form (signed in): the dashboard frame's namespace and the form's own.
  { path: paths.dashboard.uploadType.path, page: 'report-form', leaflet: 'leaflet-picker', signedIn: true, api: ['/api/catalog'], namespaces: ['shell', ...reportFormNamespaces] },
]
