import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import { reviewKeys } from './query-keys'
import { staffReportSchema, type StaffReport } from './schemas'

export type ResolutionInput = { id: string; resolved: boolean; note?: string }

/** postResolution is POST /api/reports/{id}/resolution {resolved, note}; 409 unless the report is approved. */
export async function postResolution({ id, resolved, note }: ResolutionInput): Promise<StaffReport> {
  const body = { resolved, note: note?.trim() || undefined }
  return staffReportSchema.parse(await api.post(`/api/reports/${encodeURIComponent(id)}/resolution`, body))
}

export function useResolution() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: postResolution,
    // Not awaited: the caller moves on at once; the lists refresh behind it.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all })
    },
  })
}
