import { useInfiniteQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

import { photoKeys } from './photo-editor'

const pageSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      category: z.string(),
      type: z.string(),
      address: z.optional(z.string()),
      uploaded_at: z.string(),
      // A photo still being processed (or failed) has no public copy yet: no url, no thumbnail_url.
      photos: z.array(
        z.object({ id: z.string(), content_type: z.string(), thumbnail_url: z.optional(z.string()), url: z.optional(z.string()), state: z.optional(z.string()) }),
      ),
    }),
  ),
  next_cursor: z.nullable(z.string()),
})

/** RecentReport is a report of the staff list, with the photos the editor can open. */
export type RecentReport = z.infer<typeof pageSchema>['items'][number]

/** useRecentPhotos pages through the newest reports (any status) for their photos; q searches their description and address (the staff list's q). */
export function useRecentPhotos(q = '') {
  return useInfiniteQuery({
    queryKey: [...photoKeys.all, 'recent', q],
    initialPageParam: '',
    queryFn: async ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: '24' })
      if (q) params.set('q', q)
      if (pageParam) params.set('cursor', pageParam)
      return pageSchema.parse(await api.get(`/api/reports?${params.toString()}`, { signal }))
    },
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  })
}
