import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import { invalidateMine } from './query-keys'
import { reportSchema, type Report } from './report-schema'

/** ReportPatch is the subset of text fields a reporter may change while screening. */
export type ReportPatch = Partial<
  Pick<Report, 'description' | 'address' | 'license_plate' | 'building_address' | 'unit' | 'landlord_name'>
>

/** updateReport is PATCH /api/reports/{id}; 409 conflict once the report left screening. */
export async function updateReport(id: string, patch: ReportPatch): Promise<Report> {
  return reportSchema.parse(await api.patch(`/api/reports/${encodeURIComponent(id)}`, patch))
}

export function useUpdateReport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ReportPatch }) => updateReport(id, patch),
    onSettled: () => invalidateMine(queryClient),
  })
}
