import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import { flagQueryOptions } from '../api/get-flag'
import { adminNavFlagIds, FLAGS_UPDATED_EVENT, type FlagMap } from '../lib/flag-ids'
import { flagKeys } from '../api/query-keys'

/**
 * useAdminFlagRefresh: reporter admins re-read their three sidebar flags
 * one by one at load and on every 'database feature flags updated' event
 * (docs/PRODUCT.md §8), and the answers update the flag cache (an error turns the flag off).
 */
export function useAdminFlagRefresh(userId: string | null, isReporterAdmin: boolean): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (userId === null || !isReporterAdmin) return
    let active = true
    const store = (flagId: string, enabled: boolean) => {
      // Only into a loaded map: a partial map would stop the full one from loading.
      if (active) queryClient.setQueryData<FlagMap>(flagKeys.evaluated(userId), (old) => (old ? { ...old, [flagId]: enabled } : old))
    }
    const reread = () => {
      for (const flagId of adminNavFlagIds) {
        queryClient.query({ ...flagQueryOptions(userId, flagId), staleTime: 0 }).then(
          (enabled) => store(flagId, enabled),
          () => store(flagId, false),
        )
      }
    }
    reread()
    window.addEventListener(FLAGS_UPDATED_EVENT, reread)
    return () => {
      active = false
      window.removeEventListener(FLAGS_UPDATED_EVENT, reread)
    }
  }, [queryClient, userId, isReporterAdmin])
}
