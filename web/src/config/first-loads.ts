import { paths } from './paths'

/**
 * FirstLoad is what a page needs before its first paint, beyond its scripts:
 * the API answers it asks for (`:name` is the path's parameter of that
 * name) and its translation namespaces. The browser would otherwise ask for
 * them in a chain (scripts, then common.json, then the configuration, then
 * the languages, then the page's namespace, then the catalog); the server
 * names them in the page's HTML instead (preload links,
 * internal/webhost/share.go), from first-loads.json, which the build writes
 * from everyPage, firstPages and firstLoads (vite.config.ts).
 * e2e/tests/public.test.mjs and reports.test.mjs check that each is asked
 * for once, by its link.
 */
export type FirstLoad = {
  /** path is the route's pattern (paths.ts); the first route that matches a path is its. */
  path: string
  /** page names the page's own code (a key of firstPages), if a first visit loads it with the entry. */
  page?: string
  /** leaflet names Leaflet's code the page draws its map with (a key of firstPages), which it loads unless the city uses Google Maps. */
  leaflet?: string
  /** signedIn: the page is drawn for a browser with a session only (the report forms), in the visitor's language. */
  signedIn?: boolean
  /** language: the page is written in that language only. */
  language?: string
  api?: string[]
  namespaces?: string[]
}

/**
 * firstPages is each page's own code, by page name: the source modules
 * (paths under web/) that a first visit to the page runs beyond the entry's.
 * Each must be loaded lazily (a dynamic import), so that it is a key of the
 * build's manifest (dist/app/vite-manifest.json, Vite's build.manifest); the
 * build fails on one that is not. The server reads the manifest and names,
 * in the page's HTML, the script file of each of a page's modules and the
 * files it imports, at any depth, less the entry's (modulepreload links,
 * internal/webhost/page_scripts.go), instead of the browser finding them one
 * import at a time after the entry has run. A report form (signed in) needs
 * the dashboard's frame, the page and the street form; Leaflet's picker too,
 * unless the city uses Google Maps (share.go adds it), as it adds Leaflet's
 * map to the map page. The sign-in page's forms are named too: the page
 * shows them at once.
 */
export const firstPages: Record<string, string[]> = {
  home: ['src/features/public-site/pages/home.tsx'],
  landing: ['src/features/public-site/pages/landing.tsx'],
  record: ['src/app/routes/pages/public-record.tsx'],
  auth: ['src/app/routes/pages/auth.tsx', 'src/features/auth/components/auth-forms.tsx'],
  'report-form': ['src/app/routes/dashboard/layout.tsx', 'src/app/routes/pages/upload-type.tsx', 'src/features/reports/components/street-report-form.tsx'],
  'leaflet-picker': ['src/features/map/components/leaflet-picker.tsx'],
  'leaflet-map': ['src/features/public-record/components/leaflet-cluster-map.tsx'],
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
