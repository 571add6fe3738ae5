/* Vecino's service worker, built with Workbox (docs/ARCHITECTURE.md,
 * "Offline and installable"). vite-plugin-pwa (vite.config.ts) bundles it
 * to /sw.js and writes the app shell into self.__WB_MANIFEST: index.html,
 * every script and stylesheet of the build, the locale files, the icons,
 * the manifests and the favicon, each with its revision.
 *
 * It keeps the shell (the precache), so the app opens without a connection,
 * and a few public API answers the app needs to start. It never keeps an
 * answer with personal data: every other /api/ and /media/ request, and any
 * request with an Authorization header, goes to the network untouched.
 *
 * Updates: a new build's worker stores its shell, takes over at once, and
 * keeps the previous build's scripts and stylesheets (ASSETS), so a page
 * still open on the old version can load its remaining lazy chunks.
 */
import { cacheNames, clientsClaim } from 'workbox-core'
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, PrecacheFallbackPlugin, type PrecacheEntry } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies'

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] }

const manifest = self.__WB_MANIFEST
const PUBLIC_API = ['/api/config', '/api/catalog', '/api/languages', '/api/flags', '/api/maps/key']
const PUBLIC_API_CACHE = 'vecino-public-api'
const ASSETS = 'vecino-assets'
// Room for about two builds' scripts and stylesheets (about 140 each).
const assetLimits = { maxEntries: 300 }
// The caches of the hand-made worker that came before Workbox.
const handMade = (name: string) => name.startsWith('vecino-shell-') || name === 'vecino-meta'

// Routes are tried in order: these come before the precache's own route,
// which would answer them from the shell first.
// Pages: from the network, else the shell's index.html.
registerRoute(new NavigationRoute(new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: '/index.html' })] }), { denylist: [/^\/(api|media)\//] }))
// Translations, icons, manifests: from the network (a page of a new build
// gets its own texts), else the shell's copy.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && (/^\/(locales|icons)\//.test(url.pathname) || url.pathname.endsWith('.webmanifest')),
  new NetworkOnly({ plugins: [{ handlerDidError: ({ request }) => matchPrecache(request) }] }),
)
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && PUBLIC_API.includes(url.pathname) && !request.headers.has('Authorization'),
  new NetworkFirst({ cacheName: PUBLIC_API_CACHE }),
)
precacheAndRoute(manifest)
// Scripts and stylesheets not in this build's shell: an older build's.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: ASSETS, plugins: [new ExpirationPlugin(assetLimits)] }),
)
cleanupOutdatedCaches()

self.addEventListener('install', (event) => {
  void self.skipWaiting()
  event.waitUntil(Promise.all([keepPreviousAssets(), keepPublicAnswers()]))
})
clientsClaim()
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(names.filter(handMade).map((name) => caches.delete(name)))))
})

// keepPreviousAssets copies the scripts and stylesheets of the shell in
// place (the previous build's), less this build's, into ASSETS before this
// worker's activation drops them from the precache.
async function keepPreviousAssets() {
  const current = new Set(manifest.map((entry) => new URL(typeof entry === 'string' ? entry : entry.url, self.location.href).pathname))
  const kept = await caches.open(ASSETS)
  const expiration = new CacheExpiration(ASSETS, assetLimits)
  for (const name of await caches.keys()) {
    if (name !== cacheNames.precache && !handMade(name)) continue
    const shell = await caches.open(name)
    for (const request of await shell.keys()) {
      const url = new URL(request.url)
      if (!url.pathname.startsWith('/assets/') || current.has(url.pathname)) continue
      const response = await shell.match(request)
      if (!response) continue
      await kept.put(url.origin + url.pathname, response)
      await expiration.updateTimestamp(url.origin + url.pathname)
    }
  }
  await expiration.expireEntries()
}

// keepPublicAnswers fetches the start-up answers at install, so that a first
// reload without a connection finds them; one that fails is fetched later.
async function keepPublicAnswers() {
  const cache = await caches.open(PUBLIC_API_CACHE)
  await Promise.all(PUBLIC_API.map((path) => cache.add(path).catch(() => undefined)))
}
