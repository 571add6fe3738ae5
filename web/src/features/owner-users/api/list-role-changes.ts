import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

import { ownerUserKeys } from './query-keys'

const roleChangeSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_email: z.string(),
  role: z.string(),
  action: z.enum(['grant', 'revoke']),
  actor_id: z.nullable(z.string()),
  actor_name: z.nullable(z.string()),
  created_at: z.string(),
})

/** RoleChange is one audited grant or revocation; actor_id is null when made on the command line. */
export type RoleChange = z.infer<typeof roleChangeSchema>

/** listRoleChanges is GET /api/owner/role-changes: the newest 200, of one user when userId is given. */
export async function listRoleChanges(userId: string | null, signal?: AbortSignal): Promise<RoleChange[]> {
  const query = userId ? `?user_id=${encodeURIComponent(userId)}` : ''
  return z.array(roleChangeSchema).parse(await api.get(`/api/owner/role-changes${query}`, { signal }))
}

export function roleChangesQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ownerUserKeys.roleChanges(userId),
    queryFn: ({ signal }) => listRoleChanges(userId, signal),
  })
}

/** useRoleChanges is the audit log of role changes, newest first. */
export function useRoleChanges(userId: string | null) {
  return useQuery(roleChangesQueryOptions(userId))
}
