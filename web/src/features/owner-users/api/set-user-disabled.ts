import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

import { ownerUserKeys } from './query-keys'
import type { OwnerUser, UserPage } from './list-users'

/**
 * setUserDisabled is PUT /api/owner/users/{id}/disabled. Disabling signs the
 * user out everywhere; an owner cannot disable themself (400).
 */
export async function setUserDisabled(id: string, disabled: boolean): Promise<void> {
  z.object({ id: z.string() }).parse(await api.put(`/api/owner/users/${encodeURIComponent(id)}/disabled`, { disabled }))
}

/** useSetUserDisabled updates the row at once from the answer, then refreshes the lists. */
export function useSetUserDisabled() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ user, disabled }: { user: OwnerUser; disabled: boolean }) => setUserDisabled(user.id, disabled),
    onSuccess: (_data, { user, disabled }) => {
      queryClient.setQueriesData<InfiniteData<UserPage>>({ queryKey: ownerUserKeys.lists() }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.id === user.id ? { ...item, disabled } : item)),
              })),
            }
          : data,
      )
      return queryClient.invalidateQueries({ queryKey: ownerUserKeys.lists() })
    },
  })
}
