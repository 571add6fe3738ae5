// Prerendering: after `vite build` (the app) and `vite build --ssr
// src/prerender.tsx` (the same code for Node), this renders the public
// pages below in English and Spanish in jsdom and writes their #root markup
// and title to dist/app/prerendered.json, which the Go server puts into those pages'
// HTML (internal/httpapi/spa.go). The pages are drawn as a first visit sees
// them before their data: the server's data stays pending here, except the
// configuration (the server's defaults), the languages and the session (none).
// A template's path keeps its parameter (:id), which the server matches.
import { readFileSync, writeFileSync } from 'node:fs'
import { JSDOM } from 'jsdom'

const pages = ['', '/landing', '/about', '/government', '/map', '/public/violations/approved', '/auth', '/login', '/register']
// Templates: pages drawn around their data, whose placeholder (the
// element the selector finds) the server fills for each request.
const templates = { '/public/violations/approved/:id': 'main [role="status"]' }
const languages = ['en', 'es']

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
  const answer = answers[`${method} ${url.pathname}`]
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
writeFileSync(new URL('./dist/app/prerendered.json', import.meta.url), JSON.stringify(out))
console.log(`prerendered ${Object.keys(out).length} pages, ${Math.round(JSON.stringify(out).length / 1024)} KiB`)
process.exit(0)
