import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import { invalidateMine } from './query-keys'

/** deleteReport is DELETE /api/reports/{id} (withdraw); 409 conflict once the report left screening. */
export async function deleteReport(id: string): Promise<void> {
  await api.delete(`/api/reports/${encodeURIComponent(id)}`)
}

export function useDeleteReport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteReport,
    onSettled: () => invalidateMine(queryClient),
  })
}
