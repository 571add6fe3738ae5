import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'

import { useLiveEvent } from '@/lib/live-events'

import { parseFlagMap } from '../api/get-flags'
import { FLAGS_UPDATED_EVENT } from '../lib/flag-ids'
import { flagKeys } from '../api/query-keys'

/**
 * useLiveFlags applies every 'flags.updated' event of the live stream: the
 * event carries the user's evaluated flags, which replace the cached ones
 * without a refetch; the owners' flag list is re-read; and the window event
 * 'database feature flags updated' tells the rest of the page (docs/PRODUCT.md §8).
 */
export function useLiveFlags(userId: string | null): void {
  const queryClient = useQueryClient()
  const onFlags = useCallback(
    (data: string) => {
      const flags = parseFlagMap(data)
      if (userId === null || flags === null) return
      queryClient.setQueryData(flagKeys.evaluated(userId), flags)
      void queryClient.invalidateQueries({ queryKey: flagKeys.owner() })
      window.dispatchEvent(new Event(FLAGS_UPDATED_EVENT))
    },
    [queryClient, userId],
  )
  useLiveEvent('flags.updated', onFlags)
}
