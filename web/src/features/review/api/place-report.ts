import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import { reviewKeys } from './query-keys'
import { staffReportSchema, type StaffReport } from './schemas'

export type PlaceInput = { id: string; latitude: number; longitude: number }

/** putLocation is PUT /api/reports/{id}/location {latitude, longitude}: staff place a report filed without a point. */
export async function putLocation({ id, latitude, longitude }: PlaceInput): Promise<StaffReport> {
  return staffReportSchema.parse(await api.put(`/api/reports/${encodeURIComponent(id)}/location`, { latitude, longitude }))
}

export function usePlaceReport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: putLocation,
    onSuccess: (report) => {
      queryClient.setQueryData(reviewKeys.report(report.id), report)
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all })
    },
  })
}
