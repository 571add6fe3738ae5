import * as z from 'zod/mini'

import { pageSchema, photoShape, reportCoreShape, reportPrivateShape } from '@/lib/report-schema'

export {
  isImagePhoto,
  photoState,
  isRejectionReason,
  isReportStatus,
  rejectionReasons,
  reportStatuses,
  type RejectionReason,
  type ReportStatus,
} from '@/lib/report-schema'

const photoSchema = z.object(photoShape)

export const reportSchema = z.object({
  ...reportCoreShape,
  status: z.string(),
  ...reportPrivateShape,
  photos: z.array(photoSchema),
})

/** Report is one report as its reporter sees it (API.md "The report object"). */
export type Report = z.infer<typeof reportSchema>
export type ReportPhoto = z.infer<typeof photoSchema>

export const reportPageSchema = pageSchema(reportSchema)

export type ReportPage = z.infer<typeof reportPageSchema>
