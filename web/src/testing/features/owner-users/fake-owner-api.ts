// A fake of the owner API for the page tests, at the fetch boundary (see
// src/testing/server.ts): a tiny user store that the handlers read and change.
import { json, server } from '@/testing/server'

export type FakeUser = {
  id: string
  email: string
  first_name: string
  last_name: string
  roles: string[]
  disabled: boolean
}

export type FakeChange = { user_id: string; role: string; action: 'grant' | 'revoke'; actor_name: string | null; created_at: string }

const pageSize = 2

function toJson(user: FakeUser) {
  return {
    ...user,
    full_name: `${user.first_name} ${user.last_name}`.trim(),
    preferred_language: 'en',
    // As the server: a user without roles is shown as a reporter.
    roles: user.roles.length ? user.roles : ['reporter'],
    created_at: '2026-01-01T00:00:00Z',
  }
}

/** fakeOwnerApi serves GET users (2 per page), PUT disabled, PUT/DELETE roles and GET role-changes over users. */
export function fakeOwnerApi(users: FakeUser[], changes: FakeChange[] = []) {
  const handlers: Parameters<typeof server.use>[0] = {
    'GET /api/owner/users': (request) => {
      const url = new URL(request.url)
      const q = (url.searchParams.get('q') ?? '').toLowerCase()
      const role = url.searchParams.get('role') ?? ''
      const cursor = url.searchParams.get('cursor') ?? ''
      const matching = users
        .filter((u) => !q || u.email.includes(q) || `${u.first_name} ${u.last_name}`.toLowerCase().includes(q))
        .filter((u) => !role || toJson(u).roles.includes(role))
        .filter((u) => u.email > cursor)
        .sort((a, b) => a.email.localeCompare(b.email))
      const items = matching.slice(0, pageSize)
      const next = matching.length > pageSize ? (items.at(-1)?.email ?? null) : null
      return json(200, { items: items.map(toJson), next_cursor: next })
    },
    'GET /api/owner/role-changes': (request) => {
      const userId = new URL(request.url).searchParams.get('user_id')
      const list = changes
        .filter((c) => !userId || c.user_id === userId)
        .map((c, i) => ({
          ...c,
          id: `c${String(i)}`,
          user_email: users.find((u) => u.id === c.user_id)?.email ?? '',
          actor_id: c.actor_name ? 'u1' : null,
        }))
      return json(200, list.reverse())
    },
  }
  for (const user of users) {
    handlers[`PUT /api/owner/users/${user.id}/disabled`] = async (request) => {
      user.disabled = ((await request.json()) as { disabled: boolean }).disabled
      return json(200, toJson(user))
    }
    for (const role of ['reporter', 'reporter_admin', 'reviewer', 'reviewer_admin', 'owner']) {
      const record = (action: 'grant' | 'revoke') => {
        changes.push({ user_id: user.id, role, action, actor_name: 'Olga Owner', created_at: '2026-03-04T15:05:00Z' })
      }
      handlers[`PUT /api/owner/users/${user.id}/roles/${role}`] = () => {
        if (!user.roles.includes(role)) {
          user.roles.push(role)
          record('grant')
        }
        return new Response(null, { status: 204 })
      }
      handlers[`DELETE /api/owner/users/${user.id}/roles/${role}`] = () => {
        if (user.roles.includes(role)) {
          user.roles = user.roles.filter((r) => r !== role)
          record('revoke')
        }
        return new Response(null, { status: 204 })
      }
    }
  }
  server.use(handlers)
  return { users, changes }
}
