import catalog from '@/testing/catalog.json'
import { fakeEventStream } from '@/testing/event-stream'
import { json, server, signInWith } from '@/testing/server'

const allFlags = {
  nav_reporter_home: true,
  nav_reporter_upload: true,
  nav_reporter_violations: true,
  nav_admin_dashboard: true,
  nav_admin_screening: true,
  nav_admin_all_violations: true,
  nav_reviewer_dashboard: true,
  nav_reviewer_pending: true,
  nav_reviewer_admin_home: true,
  nav_reviewer_admin_dashboard: true,
  public_map: true,
}

/** signedInShell signs in with roles and serves what the dashboard shell asks for; it returns the event stream. */
export function signedInShell(roles: string[], flags: Record<string, boolean> = allFlags) {
  signInWith(roles)
  const stream = fakeEventStream()
  server.use({
    'GET /api/events': stream.handler,
    'GET /api/flags': () => json(200, flags),
    // Reporter admins re-read their sidebar flags one by one (an error turns one off).
    ...Object.fromEntries(Object.entries(flags).map(([id, enabled]) => [`GET /api/flags/${id}`, () => json(200, { flag_id: id, enabled })])),
    'GET /api/catalog': () => json(200, catalog),
    'GET /api/me': () => json(200, { id: 'u1', email: 'ana@example.com', first_name: 'Ana', last_name: 'López', roles }),
    'GET /api/reports/mine/stats': () => json(200, { by_status: { screening: 1, pending: 0, approved: 2, rejected: 0 }, by_category: {} }),
  })
  return stream
}
