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

/** useRecentPhotos pages through the newest reports (any status) for their photos. */
export function useRecentPhotos() {
  return useInfiniteQuery({
    queryKey: [...photoKeys.all, 'recent'],
    initialPageParam: '',
    queryFn: async ({ pageParam, signal }) =>
      pageSchema.parse(await api.get(`/api/reports?limit=24${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`, { signal })),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  })
}
