import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import catalog from './catalog.json'

/**
 * A fake of the Go server at the fetch boundary: tests register handlers
 * by "METHOD /path"; /locales/* is served from public/locales.
 */
export type Handler = (request: Request) => Response | Promise<Response>

export const testConfig = {
  app_name: 'Vecino',
  default_language: 'en',
  languages: ['en', 'es'],
  map: { provider: 'osm', center: { lat: 40.7178, lng: -74.0431 }, zoom: 15, tile_url: 'https://tile.example/{z}/{x}/{y}.png' },
  analytics_enabled: false,
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

export function apiError(status: number, code: string, message: string, fields?: Record<string, string>): Response {
  return json(status, { error: { code, message, ...(fields ? { fields } : {}) } })
}

export function session(roles: string[]): Response {
  return json(200, {
    user: { id: 'u1', email: 'ana@example.com', first_name: 'Ana', roles },
    access_token: 'token-1',
    expires_in: 900,
  })
}

const defaults: Record<string, Handler> = {
  'GET /api/config': () => json(200, testConfig),
  'POST /api/auth/refresh': () => apiError(401, 'unauthorized', 'no session'),
  // The real catalog as GET /api/catalog serves it (regenerate: curl …/api/catalog > src/testing/catalog.json).
  'GET /api/catalog': () => json(200, catalog),
  'GET /api/languages': () =>
    json(200, [
      { language_code: 'en', language_name: 'English', native_name: 'English' },
      { language_code: 'es', language_name: 'Spanish', native_name: 'Español' },
    ]),
}

let handlers: Record<string, Handler> = { ...defaults }

/** requests records every call, for assertions on headers and bodies. */
export const requests: Request[] = []

export const server = {
  use(extra: Record<string, Handler>): void {
    handlers = { ...handlers, ...extra }
  },
  reset(): void {
    handlers = { ...defaults }
    requests.length = 0
    document.cookie = 'vecino_session=; max-age=0; path=/'
  },
}

/** signInWith makes the next session restore succeed with roles, as after a real sign-in (hint cookie included). */
export function signInWith(roles: string[]): void {
  document.cookie = 'vecino_session=1; path=/'
  server.use({ 'POST /api/auth/refresh': () => session(roles) })
}

const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../public/locales')

function serveLocale(pathname: string): Response {
  const match = /^\/locales\/([a-z]{2})\/([a-z-]+)\.json$/.exec(pathname)
  if (!match) return new Response('not found', { status: 404 })
  try {
    return new Response(readFileSync(resolve(localesDir, match[1] ?? '', `${match[2] ?? ''}.json`), 'utf8'), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    })
  } catch {
    return new Response('not found', { status: 404 })
  }
}

/** fakeFetch replaces the global fetch in every test (see setup.ts). */
export async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(new URL(input instanceof Request ? input.url : String(input), 'http://localhost'), init)
  requests.push(request)
  const { pathname } = new URL(request.url)
  if (pathname.startsWith('/locales/')) return serveLocale(pathname)
  const handler = handlers[`${request.method} ${pathname}`]
  if (!handler) return apiError(404, 'not_found', `no handler for ${request.method} ${pathname}`)
  return handler(request)
}
