import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import { positionQueryOptions } from './get-position'
import { reviewKeys, staleAfterMove, transitionKey } from './query-keys'
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
    mutationKey: transitionKey,
    mutationFn: postTransition,
    // On a queue page, the report's place in its queue, hence the next report
    // to go on to, is known before the move (after it, the report has no
    // place: 404). Asked now if it is not; a refresh already on its way is
    // called off, and none starts until the move is done (askablePositions).
    onMutate: async ({ id, expected_status }) => {
      const position = positionQueryOptions(id, expected_status)
      if (!queryClient.getQueryCache().find({ queryKey: position.queryKey })) return
      await queryClient.cancelQueries({ queryKey: position.queryKey })
      // Not retried: the move waits on this ask.
      await queryClient.query({ ...position, retry: false }).catch(() => undefined)
    },
    // Not awaited: the caller moves on at once; the lists refresh behind it.
    onSettled: (_data, _error, variables) => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all, predicate: staleAfterMove(variables.id) })
    },
  })
}
