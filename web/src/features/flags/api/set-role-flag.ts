import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { FlagRole } from '../lib/flag-ids'
import { optimisticOwnerFlag } from './owner-flag-cache'

/** RoleSetting is a role's own value for a flag, or 'inherit' to follow the global value. */
export type RoleSetting = 'inherit' | 'on' | 'off'

export type SetRoleFlagInput = { flagId: string; role: FlagRole; setting: RoleSetting }

/**
 * setRoleFlag is PUT /api/owner/flags/{id}/roles/{role} {enabled}, or
 * DELETE of the same path to let the role follow the global value again.
 */
export async function setRoleFlag({ flagId, role, setting }: SetRoleFlagInput): Promise<void> {
  const path = `/api/owner/flags/${encodeURIComponent(flagId)}/roles/${role}`
  if (setting === 'inherit') await api.delete(path)
  else await api.put(path, { enabled: setting === 'on' })
}

/** useSetRoleFlag sets one role's value for a flag, optimistically; onFailed runs after a rollback. */
export function useSetRoleFlag(onFailed: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setRoleFlag,
    ...optimisticOwnerFlag<SetRoleFlagInput>(
      queryClient,
      (flag, { role, setting }) => {
        const roles = Object.fromEntries(Object.entries(flag.roles).filter(([name]) => name !== role))
        if (setting !== 'inherit') roles[role] = setting === 'on'
        return { ...flag, roles }
      },
      onFailed,
    ),
  })
}
