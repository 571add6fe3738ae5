import * as z from 'zod/mini'

const photoSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnail_url: z.optional(z.string()),
  content_type: z.string(),
  width: z.optional(z.number()),
  height: z.optional(z.number()),
})

/** publicReportSchema is an approved report as the public sees it: no reporter, no plate, public photo copies. */
export const publicReportSchema = z.object({
  id: z.string(),
  category: z.string(),
  type: z.string(),
  description: z.string(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  address: z.string(),
  occurred_at: z.nullable(z.string()),
  uploaded_at: z.string(),
  resolved: z.boolean(),
  photos: z.array(photoSchema),
})

export type PublicReport = z.infer<typeof publicReportSchema>

export const publicPageSchema = z.object({
  items: z.array(publicReportSchema),
  next_cursor: z.nullable(z.string()),
})

export type PublicPage = z.infer<typeof publicPageSchema>

/** mapPointSchema is one map answer item: a single report (with id) or a cluster of count reports. */
export const mapPointSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  count: z.number(),
  id: z.optional(z.string()),
  category: z.optional(z.string()),
  type: z.optional(z.string()),
  resolved: z.optional(z.boolean()),
})

export type MapPoint = z.infer<typeof mapPointSchema>
