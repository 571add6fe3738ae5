import * as z from 'zod/mini'

import { pageSchema, photoShape, photoSizeShape, reportCoreShape } from '@/lib/report-schema'

const photoSchema = z.object({ ...photoShape, ...photoSizeShape })

/** publicReportSchema is an approved report as the public sees it: no reporter, no plate, public photo copies. */
export const publicReportSchema = z.object({
  ...reportCoreShape,
  resolved: z.boolean(),
  photos: z.array(photoSchema),
  /** still_there are the times its reporter answered "still there" to "is it fixed?" (one report's page only). */
  still_there: z.optional(z.nullable(z.array(z.string()))),
})

export type PublicReport = z.infer<typeof publicReportSchema>

export const publicPageSchema = pageSchema(publicReportSchema)

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
