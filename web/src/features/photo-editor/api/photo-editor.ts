import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

import type { Ops } from '../lib/boxes'

const boxSchema = z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() })
const opsSchema = z.object({ rotate: z.number(), blur: z.nullable(z.array(boxSchema)), crop: z.optional(boxSchema) })

const editorSchema = z.object({
  photo: z.object({
    id: z.string(),
    report_id: z.string(),
    version: z.number(),
    url: z.optional(z.string()),
    thumbnail_url: z.optional(z.string()),
    original_url: z.optional(z.string()),
    width: z.optional(z.number()),
    height: z.optional(z.number()),
  }),
  report: z.object({ id: z.string(), status: z.string(), category: z.string(), type: z.string() }),
  auto: opsSchema,
  current: opsSchema,
  edits: z.array(z.object({ id: z.string(), kind: z.string(), actor_name: z.string(), created_at: z.string(), operations: opsSchema })),
})

/** PhotoEditorData is GET /api/photos/{id}/editor: the photo, its automatic and current edits, and the history. */
export type PhotoEditorData = z.infer<typeof editorSchema>

/** toOps reads an edit from the server (a null blur list is none). */
export const toOps = (o: z.infer<typeof opsSchema>): Ops => ({ rotate: o.rotate, blur: o.blur ?? [], crop: o.crop ?? null })

const body = (ops: Ops) => ({ rotate: ops.rotate, blur: ops.blur, ...(ops.crop ? { crop: ops.crop } : {}) })

export const photoKeys = {
  all: ['photo-editor'] as const,
  editor: (id: string) => [...photoKeys.all, id] as const,
}

export const photoEditorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: photoKeys.editor(id),
    queryFn: async ({ signal }) => editorSchema.parse(await api.get(`/api/photos/${id}/editor`, { signal })),
  })

export function usePhotoEditor(id: string) {
  return useQuery(photoEditorQueryOptions(id))
}

/** fetchPreview renders ops on the server (nothing saved) and returns the JPEG. */
export async function fetchPreview(id: string, ops: Ops, signal?: AbortSignal): Promise<Blob> {
  return (await api.post(`/api/photos/${id}/preview`, body(ops), { signal, blob: true })) as Blob
}

/** useSavePhoto saves ops as the new public copy; useRevertPhoto goes back to the automatic one. */
export function useSavePhoto(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ version, ops }: { version: number; ops: Ops }) =>
      editorSchema.parse(await api.post(`/api/photos/${id}/edits`, { version, ...body(ops) })),
    onSuccess: (data) => settle(client, id, data),
  })
}

export function useRevertPhoto(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (version: number) => editorSchema.parse(await api.post(`/api/photos/${id}/revert`, { version })),
    onSuccess: (data) => settle(client, id, data),
  })
}

// settle stores the new state and drops every other cached answer that may
// show the old public copy (the staff lists, the report).
function settle(client: ReturnType<typeof useQueryClient>, id: string, data: PhotoEditorData) {
  client.setQueryData(photoKeys.editor(id), data)
  return client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== photoKeys.all[0] })
}
