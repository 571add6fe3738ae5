import * as z from 'zod/mini'

/** reportStatuses are the review statuses (PRODUCT.md §3), in workflow order. */
export const reportStatuses = ['screening', 'pending', 'approved', 'rejected'] as const
export type ReportStatus = (typeof reportStatuses)[number]

export function isReportStatus(value: unknown): value is ReportStatus {
  return typeof value === 'string' && (reportStatuses as readonly string[]).includes(value)
}

/** rejectionReasons are the reason codes a rejection carries (PRODUCT.md §3). */
export const rejectionReasons = [
  'duplicate',
  'not_enough_evidence',
  'outside_city',
  'private_information',
  'not_safety_issue',
  'other',
] as const
export type RejectionReason = (typeof rejectionReasons)[number]

export function isRejectionReason(value: unknown): value is RejectionReason {
  return typeof value === 'string' && (rejectionReasons as readonly string[]).includes(value)
}

const photoSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnail_url: z.optional(z.string()),
  content_type: z.string(),
})

export const reportSchema = z.object({
  id: z.string(),
  category: z.string(),
  type: z.string(),
  status: z.string(),
  description: z.string(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  address: z.string(),
  occurred_at: z.nullable(z.string()),
  uploaded_at: z.string(),
  license_plate: z.optional(z.string()),
  building_address: z.optional(z.string()),
  unit: z.optional(z.string()),
  landlord_name: z.optional(z.string()),
  started_at: z.optional(z.nullable(z.string())),
  rejection: z.nullable(z.object({ reason_code: z.string(), note: z.string() })),
  photos: z.array(photoSchema),
})

/** Report is one report as its reporter sees it (API.md "The report object"). */
export type Report = z.infer<typeof reportSchema>
export type ReportPhoto = z.infer<typeof photoSchema>

export const reportPageSchema = z.object({
  items: z.array(reportSchema),
  next_cursor: z.nullable(z.string()),
})

export type ReportPage = z.infer<typeof reportPageSchema>
