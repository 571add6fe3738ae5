import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

import { reviewKeys } from './query-keys'
import type { Status } from './schemas'

const resultSchema = z.object({ results: z.record(z.string(), z.string()) })

/** BulkResult is what happened to each report: 'ok', 'conflict', 'not_found' or 'photos_unchecked' (an approval before the photo check). */
export type BulkResult = Record<string, string>

export type BulkInput = { ids: string[]; to: Status; expected_status: Status; reason_code?: string; note?: string }

/** postBulkTransition is POST /api/reports/bulk-transitions: one move for up to 100 reports, each its own compare-and-set. */
export async function postBulkTransition(input: BulkInput): Promise<BulkResult> {
  const payload = { ...input, note: input.note?.trim() || undefined, reason_code: input.reason_code || undefined }
  return resultSchema.parse(await api.post('/api/reports/bulk-transitions', payload)).results
}

export function useBulkTransition() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: postBulkTransition,
    // Not awaited: the caller moves on at once; the lists refresh behind it.
    onSettled: (_data, _error, variables) => {
      const moved = new Set(variables.ids)
      void queryClient.invalidateQueries({
        queryKey: reviewKeys.all,
        // Positions of the moved reports no longer exist (their queue changed).
        predicate: (query) => !(query.queryKey[1] === 'position' && moved.has(String(query.queryKey[3]))),
      })
    },
  })
}
