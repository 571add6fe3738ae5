import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'
import { useLiveEvent } from '@/lib/live-events'

const deliverySchema = z.object({
  id: z.string(),
  department_name: z.string(),
  channel: z.string(),
  state: z.enum(['queued', 'sent', 'failed', 'unrouted', 'not_ours']),
  attempts: z.number(),
  last_error: z.string(),
  external_id: z.string(),
  created_at: z.string(),
})

const updateSchema = z.object({ id: z.string(), kind: z.string(), note: z.string(), department_name: z.string(), created_at: z.string() })

const departmentSchema = z.object({ id: z.string(), name: z.string(), channel: z.string() })

export type Delivery = z.infer<typeof deliverySchema>
export type DepartmentUpdate = z.infer<typeof updateSchema>

// Keys of their own, apart from the review feature's factory: the
// deliveries are asked again while one is queued.
const deliveryKeys = {
  list: (id: string) => ['deliveries', id] as const,
  updates: (id: string) => ['deliveries', id, 'updates'] as const,
  departments: () => ['deliveries', 'departments'] as const,
}

/**
 * useDeliveries is GET /api/reports/{id}/deliveries, asked every 2 s while
 * one is queued or an approved report has none yet, and again when the
 * server says a delivery of this report or an update from a department
 * changed (report.delivery_changed, report.status_changed).
 */
export function useDeliveries(id: string, approved: boolean) {
  const queryClient = useQueryClient()
  const onEvent = (data: string) => {
    if (data.includes(id)) void queryClient.invalidateQueries({ queryKey: ['deliveries', id] })
  }
  useLiveEvent('report.delivery_changed', onEvent)
  useLiveEvent('report.status_changed', onEvent)
  return useQuery({
    queryKey: deliveryKeys.list(id),
    queryFn: async ({ signal }) => z.array(deliverySchema).parse(await api.get(`/api/reports/${encodeURIComponent(id)}/deliveries`, { signal })),
    refetchInterval: (query) => {
      const data = query.state.data
      const waiting = data ? data.some((d) => d.state === 'queued') || (approved && data.length === 0) : false
      return waiting ? 2000 : false
    },
  })
}

/** useReportUpdates is GET /api/reports/{id}/updates: what the departments said. */
export function useReportUpdates(id: string) {
  return useQuery({
    queryKey: deliveryKeys.updates(id),
    queryFn: async ({ signal }) => z.array(updateSchema).parse(await api.get(`/api/reports/${encodeURIComponent(id)}/updates`, { signal })),
    refetchInterval: 30_000,
  })
}

/** useDepartmentNames is GET /api/departments: the departments staff may resend to. */
export function useDepartmentNames(enabled: boolean) {
  return useQuery({
    queryKey: deliveryKeys.departments(),
    queryFn: async ({ signal }) => z.array(departmentSchema).parse(await api.get('/api/departments', { signal })),
    enabled,
  })
}

/** useResend is POST /api/reports/{id}/deliveries: deliver again, to department_id or where the rules say. */
export function useResend(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (departmentId: string) => api.post(`/api/reports/${encodeURIComponent(id)}/deliveries`, { department_id: departmentId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.list(id) }),
  })
}
