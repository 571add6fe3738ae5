import * as z from 'zod/mini'

import { pageSchema, photoShape, photoSizeShape, reportCoreShape, reportPrivateShape, reportStatuses } from '@/lib/report-schema'

/** statuses are the review statuses (docs/PRODUCT.md §5), in workflow order. */
export { isImagePhoto, photoState, type PhotoState } from '@/lib/report-schema'
export {
  isReportStatus as isStatus,
  reportStatuses as statuses,
  type ReportStatus as Status,
} from '@/lib/report-schema'

const photoSchema = z.object({
  ...photoShape,
  original_url: z.optional(z.string()),
  ...photoSizeShape,
})

/** staffReportSchema is a report as staff see it: with the reporter, the plate and the originals. */
export const staffReportSchema = z.object({
  ...reportCoreShape,
  status: z.enum(reportStatuses),
  ...reportPrivateShape,
  resolved: z.boolean(),
  photos: z.array(photoSchema),
  reporter: z.optional(z.object({ id: z.string(), name: z.string() })),
  /** photos_checked_at is when staff checked the public copies (faces and plates blurred); null until then. Staff only. */
  photos_checked_at: z.optional(z.nullable(z.string())),
  /** photos_checked_by is the name of who checked them; empty while unchecked. */
  photos_checked_by: z.optional(z.string()),
  /** claim is the staff member working on it ("assign to me"), until expires_at or the next decision. */
  claim: z.optional(z.object({ user_id: z.string(), user_name: z.string(), claimed_at: z.string(), expires_at: z.string() })),
})

export type StaffReport = z.infer<typeof staffReportSchema>
export type ReportPhoto = z.infer<typeof photoSchema>

export const reportPageSchema = pageSchema(staffReportSchema)

export type ReportPage = z.infer<typeof reportPageSchema>
