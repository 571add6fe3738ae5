import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import { optimisticOwnerFlag } from './owner-flag-cache'

export type SetFlagInput = { flagId: string; enabled: boolean }

/** setFlag is PUT /api/owner/flags/{id}: the flag's global value. */
export async function setFlag({ flagId, enabled }: SetFlagInput): Promise<void> {
  await api.put(`/api/owner/flags/${encodeURIComponent(flagId)}`, { enabled })
}

/** useSetFlag switches a flag globally, optimistically; onFailed runs after a rollback. */
export function useSetFlag(onFailed: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setFlag,
    ...optimisticOwnerFlag<SetFlagInput>(queryClient, (flag, { enabled }) => ({ ...flag, enabled }), onFailed),
  })
}
