import type { OwnerRole } from '../lib/roles'

export type UserFilter = { q: string; role: OwnerRole | '' }

/** ownerUserKeys builds every query key of the owner's user pages. */
export const ownerUserKeys = {
  all: ['owner-users'] as const,
  lists: () => [...ownerUserKeys.all, 'list'] as const,
  list: (filter: UserFilter, limit?: number) => [...ownerUserKeys.lists(), filter, limit ?? null] as const,
  roleChanges: (userId: string | null) => [...ownerUserKeys.all, 'role-changes', userId] as const,
}
