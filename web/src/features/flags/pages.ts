// The flags feature's pages, loaded lazily by the router (kept out of the
// sidebar's chunk, which imports index.ts).
export { FlagDocsPage } from './components/flag-docs-page'
export { OwnerDocsPage } from './components/owner-docs-page'
export { OwnerFlagsPage } from './components/owner-flags-page'
