// Prerendering: after `vite build` (the app) and `vite build --ssr
// src/prerender.tsx` (the same code for Node), this renders the public
// pages below in English and Spanish in jsdom and writes their #root markup
// and title to dist/app/prerendered.json, which the Go server puts into those pages'
// HTML (internal/webhost/spa.go). The pages are drawn as a first visit sees
// them before their data: the server's data stays pending here, except the
// configuration (the server's defaults), the languages and the session (none).
// A template's path keeps its parameter (:id), which the server matches.
import { readFileSync, writeFileSync } from 'node:fs'
import { JSDOM } from 'jsdom'

const pages = ['', '/landing', '/about', '/lockout', '/government', '/public/violations/approved', '/auth', '/login', '/register']
// Templates: pages drawn around their data, whose placeholder (the
// element the selector finds) the server fills: for each request (a
// report), or once at start (the map's first tiles, from its settings).
const templates = { '/public/violations/approved/:id': 'main [role="status"]', '/map': '[data-tile-preview]' }
const languages = ['en', 'es']
// Signed-in pages: drawn for a reporter (a session, no name), each report
// form of the catalog; the server sends them only with the session cookie,
// in the visitor's language (spa.go). What is the user's own (the
// sidebar's items, chosen by their roles) is left out: the selector's
// element is emptied.
const catalog = JSON.parse(readFileSync(new URL('./src/testing/catalog.json', import.meta.url)))
const forms = catalog.flatMap((c) => (c.types?.length ? c.types.map((t) => `/dashboard/upload/${c.category}/${t.slug}`) : [`/dashboard/upload/${c.category}`]))
const usersOwn = 'aside nav'

const config = {
  app_name: 'Vecino',
  default_language: 'en',
  languages,
  map: { provider: 'osm', center: { lat: 40.7178, lng: -74.0431 }, zoom: 15, tile_url: '' },
  analytics_enabled: false,
}
const names = { en: ['English', 'English'], es: ['Spanish', 'Español'] }
const answers = {
  'GET /api/config': () => json(200, config),
  'GET /api/languages': () => json(200, languages.map((l) => ({ language_code: l, language_name: names[l][0], native_name: names[l][1] }))),
  'POST /api/auth/refresh': () => json(401, { error: { code: 'unauthorized', message: 'no session' } }),
}
// The report form's map is drawn as its empty frame (Leaflet draws in it
// once the app has hydrated the copy).
const reporter = (lang) => ({
  ...answers,
  'GET /api/catalog': () => json(200, catalog),
  'POST /api/auth/refresh': () =>
    json(200, { user: { id: 'prerender', email: '', roles: ['reporter'], preferred_language: lang }, access_token: 'prerender', expires_in: 3600 }),
})
let answering = answers
function json(status, body) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

const dom = new JSDOM('<!doctype html><html lang="en"><head></head><body></body></html>', { url: 'http://localhost/en', pretendToBeVisual: true })
const { window } = dom
for (const key of Object.getOwnPropertyNames(window)) {
  if (!(key in globalThis)) Object.defineProperty(globalThis, key, { configurable: true, writable: true, value: window[key] })
}
for (const key of ['window', 'document', 'navigator', 'location', 'history', 'localStorage', 'self']) {
  Object.defineProperty(globalThis, key, { configurable: true, writable: true, value: key === 'window' || key === 'self' ? window : window[key] })
}
window.matchMedia ??= () => ({ matches: false, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} })
class Inert { observe() {} unobserve() {} disconnect() {} close() {} addEventListener() {} removeEventListener() {} }
for (const name of ['ResizeObserver', 'IntersectionObserver', 'EventSource']) globalThis[name] = window[name] = Inert
globalThis.fetch = window.fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost')
  const method = (init?.method ?? input.method ?? 'GET').toUpperCase()
  const locale = url.pathname.match(/^\/locales\/([a-z]{2})\/([a-z-]+)\.json$/)
  if (locale) return new Response(readFileSync(new URL(`./public/locales/${locale[1]}/${locale[2]}.json`, import.meta.url)), { headers: { 'content-type': 'application/json' } })
  const answer = answering[`${method} ${url.pathname}`]
  if (answer) return answer()
  return new Promise(() => {}) // the page's data: pending, as on a first visit
}

const { prerender } = await import('./dist/ssr/prerender.js')
const out = {}
for (const lang of languages) {
  for (const page of pages) {
    const path = `/${lang}${page}`
    out[path] = await prerender(path, lang)
  }
  for (const [page, slot] of Object.entries(templates)) {
    const path = `/${lang}${page}`
    out[path] = await prerender(path, lang, slot)
  }
}
const signedIn = {}
document.cookie = 'vecino_session=1; path=/'
for (const lang of languages) {
  answering = reporter(lang)
  for (const path of forms) signedIn[`/${lang}${path}`] = await prerender(path, lang, undefined, usersOwn)
}
writeFileSync(new URL('./dist/app/prerendered.json', import.meta.url), JSON.stringify(out))
writeFileSync(new URL('./dist/app/prerendered-signed-in.json', import.meta.url), JSON.stringify(signedIn))
const kib = (pages) => Math.round(JSON.stringify(pages).length / 1024)
console.log(`prerendered ${Object.keys(out).length} pages (${kib(out)} KiB) and ${Object.keys(signedIn).length} signed-in pages (${kib(signedIn)} KiB)`)
process.exit(0)
