import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import { reviewKeys, staleAfterMove } from './query-keys'
import { staffReportSchema, type StaffReport } from './schemas'

/**
 * postPhotosCheck is POST /api/reports/{id}/photos-check: staff confirm that
 * the public copies of the report's photos hide every face and licence
 * plate. It answers the report, or 409 photos_unchecked while a photo is
 * still being processed or could not be processed.
 */
export async function postPhotosCheck(id: string): Promise<StaffReport> {
  return staffReportSchema.parse(await api.post(`/api/reports/${encodeURIComponent(id)}/photos-check`, {}))
}

/** usePhotosCheck records the photo check; the report shows it at once, and its history and the lists refresh. */
export function usePhotosCheck(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => postPhotosCheck(id),
    onSuccess: (report) => queryClient.setQueryData(reviewKeys.report(id), report),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all, predicate: staleAfterMove(id) })
    },
  })
}
