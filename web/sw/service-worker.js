/* Vecino's service worker (docs/ARCHITECTURE.md, "Offline and installable").
 *
 * The build (web/sw/plugin.ts) writes this file to /sw.js with the list of
 * files to keep (the app shell: index.html, every script and stylesheet of
 * the build, the locale files, the icons) and a version that changes with
 * them. It keeps:
 *   - the app shell, so the app opens without a connection;
 *   - a few public API answers the app needs to start (configuration,
 *     catalogue, languages, public flags), fetched from the network first.
 * It never keeps answers with personal data: every other /api/ and /media/
 * request goes to the network untouched.
 *
 * Updates: a new build has a new version; the new worker installs its shell,
 * takes over at once, and deletes every older shell except the one before it,
 * so a page still open on the old version can load its remaining chunks.
 */
const VERSION = __VERSION__
const SHELL = __SHELL__
const CACHE = 'vecino-shell-' + VERSION
const PUBLIC_API = ['/api/config', '/api/catalog', '/api/languages', '/api/flags', '/api/maps/key']
const API_CACHE = 'vecino-public-api'

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await (await caches.open(CACHE)).addAll(SHELL)
      // The start-up answers too, so that a first reload without a
      // connection finds them; one that fails is fetched later.
      const api = await caches.open(API_CACHE)
      await Promise.all(PUBLIC_API.map((path) => api.add(path).catch(() => {})))
      await self.skipWaiting()
    })(),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([CACHE, API_CACHE])
      const previous = await previousShell()
      if (previous) keep.add(previous)
      for (const name of await caches.keys()) if (!keep.has(name)) await caches.delete(name)
      await recordShell()
      await self.clients.claim()
    })(),
  )
})

// The shell before this one is remembered in a small cache entry.
const META = 'vecino-meta'
async function previousShell() {
  const res = await (await caches.open(META)).match('/__shell')
  const name = res ? await res.text() : ''
  return name && name !== CACHE ? name : ''
}
async function recordShell() {
  await (await caches.open(META)).put('/__shell', new Response(CACHE))
}

self.addEventListener('fetch', (event) => {
  const req = event.request
  if (req.method !== 'GET') return
  const url = new URL(req.url)
  if (url.origin !== self.location.origin) return
  if (req.mode === 'navigate') {
    event.respondWith(networkFirst(req, CACHE, '/index.html'))
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(req))
  } else if (url.pathname.startsWith('/locales/') || url.pathname.startsWith('/icons/') || url.pathname.endsWith('.webmanifest')) {
    event.respondWith(networkFirst(req, CACHE))
  } else if (PUBLIC_API.includes(url.pathname) && !req.headers.has('Authorization')) {
    event.respondWith(networkFirst(req, API_CACHE))
  }
})

async function cacheFirst(req) {
  const hit = await caches.match(req)
  if (hit) return hit
  const res = await fetch(req)
  if (res.ok) (await caches.open(CACHE)).put(req, res.clone())
  return res
}

// networkFirst answers from the network and keeps a copy; without a network
// it answers the kept copy (for a page: the app shell's index.html).
async function networkFirst(req, cacheName, fallback) {
  try {
    const res = await fetch(req)
    if (res.ok && !fallback) (await caches.open(cacheName)).put(req, res.clone())
    return res
  } catch (err) {
    const hit = (await caches.match(req, { ignoreSearch: Boolean(fallback) })) || (fallback && (await caches.match(fallback)))
    if (hit) return hit
    throw err
  }
}
