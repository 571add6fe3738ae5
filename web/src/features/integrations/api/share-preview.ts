import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

import { integrationKeys } from './query-keys'

const approvedSchema = z.object({
  items: z.nullable(z.array(z.object({ id: z.string(), category: z.string(), type: z.string(), description: z.string(), uploaded_at: z.string() }))),
})

/** ApprovedReport is what the picker shows of an approved report. */
export type ApprovedReport = NonNullable<z.infer<typeof approvedSchema>['items']>[number]

/** useApprovedReports is GET /api/public/reports?limit=100: the newest approved reports. */
export function useApprovedReports() {
  return useQuery(
    queryOptions({
      queryKey: integrationKeys.approved(),
      queryFn: async ({ signal }) => approvedSchema.parse(await api.get('/api/public/reports?limit=100', { signal })).items ?? [],
    }),
  )
}

/** SharePreview is what a link preview reads from a page: its Open Graph and Twitter tags. */
export type SharePreview = { url: string; title: string; description: string; image: string; imageAlt: string; siteName: string; tags: [string, string][] }

/** readShareTags reads the meta tags of an HTML page the way a crawler does: without running it. */
export function readShareTags(html: string, url: string): SharePreview {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const tags: [string, string][] = []
  for (const meta of doc.head.querySelectorAll('meta[property], meta[name]')) {
    const key = meta.getAttribute('property') ?? meta.getAttribute('name') ?? ''
    if (/^(og:|twitter:|description$)/.test(key)) tags.push([key, meta.getAttribute('content') ?? ''])
  }
  const get = (key: string) => tags.find(([k]) => k === key)?.[1] ?? ''
  return {
    url: get('og:url') || url,
    title: get('og:title') || doc.title,
    description: get('og:description') || get('description'),
    image: get('og:image'),
    imageAlt: get('og:image:alt'),
    siteName: get('og:site_name'),
    tags,
  }
}

/** useSharePreview fetches the public page of a report as HTML, as a crawler would, and reads its tags. */
export function useSharePreview(path: string | null) {
  return useQuery(
    queryOptions({
      queryKey: integrationKeys.share(path),
      enabled: path !== null,
      queryFn: async ({ signal }) => {
        const res = await fetch(path ?? '', { signal, headers: { Accept: 'text/html' } })
        if (!res.ok) throw new Error(`HTTP ${res.status}`)
        return readShareTags(await res.text(), new URL(path ?? '', window.location.origin).href)
      },
    }),
  )
}
