import * as z from 'zod/mini'

/** statuses are the review statuses (PRODUCT.md §3), in workflow order. */
export const statuses = ['screening', 'pending', 'approved', 'rejected'] as const
export type Status = (typeof statuses)[number]

export function isStatus(value: unknown): value is Status {
  return typeof value === 'string' && (statuses as readonly string[]).includes(value)
}

const photoSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnail_url: z.optional(z.string()),
  original_url: z.optional(z.string()),
  content_type: z.string(),
  width: z.optional(z.number()),
  height: z.optional(z.number()),
})

/** staffReportSchema is a report as staff see it: with the reporter, the plate and the originals. */
export const staffReportSchema = z.object({
  id: z.string(),
  category: z.string(),
  type: z.string(),
  status: z.enum(statuses),
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
  resolved: z.boolean(),
  rejection: z.nullable(z.object({ reason_code: z.string(), note: z.string() })),
  photos: z.array(photoSchema),
  reporter: z.optional(z.object({ id: z.string(), name: z.string() })),
})

export type StaffReport = z.infer<typeof staffReportSchema>
export type ReportPhoto = z.infer<typeof photoSchema>

export const reportPageSchema = z.object({
  items: z.array(staffReportSchema),
  next_cursor: z.nullable(z.string()),
})

export type ReportPage = z.infer<typeof reportPageSchema>
