import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import { ownerUserKeys } from './query-keys'
import type { OwnerRole } from '../lib/roles'

/**
 * setUserRole grants (PUT) or revokes (DELETE) /api/owner/users/{id}/roles/{role};
 * both are audited. An owner cannot revoke their own owner role (400).
 */
export async function setUserRole(userId: string, role: OwnerRole, granted: boolean): Promise<void> {
  const path = `/api/owner/users/${encodeURIComponent(userId)}/roles/${role}`
  await (granted ? api.put(path) : api.delete(path))
}

type Change = { userId: string; role: OwnerRole; granted: boolean; currentRoles: readonly string[] }

/**
 * useSetUserRole changes one role. A user without roles is shown as a
 * reporter; granting them another role first records reporter explicitly,
 * so that they stay a reporter, as the switches showed.
 */
export function useSetUserRole() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ userId, role, granted, currentRoles }: Change) => {
      const onlyReporter = currentRoles.length === 1 && currentRoles[0] === 'reporter'
      if (granted && role !== 'reporter' && onlyReporter) await setUserRole(userId, 'reporter', true)
      await setUserRole(userId, role, granted)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerUserKeys.all }),
  })
}
