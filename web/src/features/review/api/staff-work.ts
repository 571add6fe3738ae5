import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

import { reviewKeys } from './query-keys'

const path = (id: string) => `/api/reports/${encodeURIComponent(id)}`

/** refreshReport reloads a report, its history and the lists after shared work on it. */
function useRefresh(id: string) {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey: reviewKeys.report(id) })
    void queryClient.invalidateQueries({ queryKey: reviewKeys.lists() })
  }
}

/** useClaim is PUT /api/reports/{id}/claim ("assign to me"; 409 while someone else holds it). */
export function useClaim(id: string) {
  const refresh = useRefresh(id)
  return useMutation({ mutationFn: () => api.put(`${path(id)}/claim`), onSettled: refresh })
}

/** useRelease is DELETE /api/reports/{id}/claim. */
export function useRelease(id: string) {
  const refresh = useRefresh(id)
  return useMutation({ mutationFn: () => api.delete(`${path(id)}/claim`), onSettled: refresh })
}

/** useAddNote is POST /api/reports/{id}/notes: an internal note, staff only. */
export function useAddNote(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: string) => api.post(`${path(id)}/notes`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.events(id) }),
  })
}

const templateSchema = z.object({
  id: z.string(),
  reason_code: z.string(),
  language: z.string(),
  title: z.string(),
  body: z.string(),
  updated_at: z.string(),
})

/** ReplyTemplate is a text staff put into a rejection's note, per reason and language. */
export type ReplyTemplate = z.infer<typeof templateSchema>
export type TemplateInput = Pick<ReplyTemplate, 'reason_code' | 'language' | 'title' | 'body'>

/** useReportTemplates is GET /api/reports/{id}/reply-templates: the replies in the reporter's language. */
export function useReportTemplates(id: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: reviewKeys.reportTemplates(id),
      queryFn: async ({ signal }) =>
        z.object({ language: z.string(), templates: z.array(templateSchema) }).parse(await api.get(`${path(id)}/reply-templates`, { signal })),
      enabled,
    }),
  )
}

/** useTemplates is GET /api/reply-templates: every reply (the admin page). */
export function useTemplates() {
  return useQuery(
    queryOptions({
      queryKey: reviewKeys.templates(),
      queryFn: async ({ signal }) => z.array(templateSchema).parse(await api.get('/api/reply-templates', { signal })),
    }),
  )
}

/** useSaveTemplate creates (no id) or rewrites a reply; useDeleteTemplate removes one. */
export function useSaveTemplate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...input }: TemplateInput & { id?: string }) =>
      id ? api.put(`/api/reply-templates/${encodeURIComponent(id)}`, input) : api.post('/api/reply-templates', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.templates() }),
  })
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/reply-templates/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.templates() }),
  })
}
