import * as z from 'zod/mini'

/**
 * The parts of the report object (API.md "The report object") that every
 * audience shares. Each feature builds its own schema from these shapes, so a
 * field only one audience sees (the plate, the reporter) stays in its feature.
 */

/** reportStatuses are the review statuses (docs/PRODUCT.md §5), in workflow order. */
export const reportStatuses = ['screening', 'pending', 'approved', 'rejected'] as const
export type ReportStatus = (typeof reportStatuses)[number]

export function isReportStatus(value: unknown): value is ReportStatus {
  return typeof value === 'string' && (reportStatuses as readonly string[]).includes(value)
}

/** rejectionReasons are the reason codes a rejection carries (docs/PRODUCT.md §5); 'other' needs a note. */
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

/**
 * photoShape is what every photo answer carries. An image is processed in the
 * background after filing: while its state is 'processing' (or 'failed') it
 * has no public copy, so no url and no thumbnail_url (staff still get the
 * original). Documents (PDF) are always 'ready'.
 */
export const photoShape = {
  id: z.string(),
  url: z.optional(z.string()),
  thumbnail_url: z.optional(z.string()),
  content_type: z.string(),
  state: z.optional(z.string()),
}

/** PhotoState is where a photo's background processing stands. */
export type PhotoState = 'processing' | 'ready' | 'failed'

/**
 * photoState reads a photo's state: 'failed' and 'processing' as the server
 * says; otherwise a photo with its public copy is ready, and one without is
 * taken as still processing (there is nothing to show yet).
 */
export function photoState(photo: { state?: string; url?: string }): PhotoState {
  if (photo.state === 'failed' || photo.state === 'processing') return photo.state
  return photo.url ? 'ready' : 'processing'
}

/** isImagePhoto says whether a photo is a picture (not a PDF document). */
export function isImagePhoto(photo: { content_type: string }): boolean {
  return photo.content_type.startsWith('image/')
}

/** photoSizeShape is the pixel size staff and the public get with a photo. */
export const photoSizeShape = {
  width: z.optional(z.number()),
  height: z.optional(z.number()),
}

/** reportCoreShape is what every audience sees of a report. */
export const reportCoreShape = {
  id: z.string(),
  category: z.string(),
  type: z.string(),
  description: z.string(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  address: z.string(),
  occurred_at: z.nullable(z.string()),
  uploaded_at: z.string(),
}

/** reportPrivateShape is what the reporter and staff see but the public does not. */
export const reportPrivateShape = {
  license_plate: z.optional(z.string()),
  building_address: z.optional(z.string()),
  unit: z.optional(z.string()),
  landlord_name: z.optional(z.string()),
  started_at: z.optional(z.nullable(z.string())),
  rejection: z.nullable(z.object({ reason_code: z.string(), note: z.string() })),
}

/** pageSchema is one page of a cursor-paginated list of item. */
export function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    next_cursor: z.nullable(z.string()),
  })
}
