import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import { reviewKeys, staleAfterMove } from './query-keys'
import { staffReportSchema, type StaffReport, type Status } from './schemas'

/** TransitionInput is a move by the workflow table, as a compare-and-set on expected_status. */
export type TransitionInput = {
  id: string
  to: Status
  expected_status: Status
  reason_code?: string
  note?: string
}

/**
 * postTransition is POST /api/reports/{id}/transitions. It answers 409
 * conflict when someone else moved the report first, 403 when the move
 * belongs to another role, 400 with field codes for a missing reason or note.
 */
export async function postTransition({ id, ...body }: TransitionInput): Promise<StaffReport> {
  const payload = { ...body, note: body.note?.trim() || undefined, reason_code: body.reason_code || undefined }
  return staffReportSchema.parse(await api.post(`/api/reports/${encodeURIComponent(id)}/transitions`, payload))
}

/** useTransition moves a report; every review query is refreshed afterwards, whatever the outcome. */
export function useTransition() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: postTransition,
    // Not awaited: the caller moves on at once; the lists refresh behind it.
    onSettled: (_data, _error, variables) => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all, predicate: staleAfterMove(variables.id) })
    },
  })
}
