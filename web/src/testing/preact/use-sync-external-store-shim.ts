/**
 * use-sync-external-store/shim for the unit tests. The package is CommonJS
 * and require()s React itself, past vite.config.ts's alias to Preact (the
 * production build bundles it, and the alias applies there). React 18 and
 * Preact's compat layer have the hook built in: this is what the shim then
 * returns.
 */
export { useSyncExternalStore } from 'react'
