import * as z from 'zod'

import { parseLocalInput } from './datetime'
import { fileProblem, maxFiles } from './files'
import { maxPlateLength } from './plate'

// Every message is a field error code, the same codes the server sends, so
// one translation table serves both (see field-errors.ts).

/** runeLength counts characters as the server does (code points, not UTF-16 units). */
export function runeLength(value: string): number {
  return Array.from(value).length
}

export const descriptionLimits = { min: 10, max: 2000 }

/** text is a trimmed text field of min to max characters. */
export function text(min: number, max: number) {
  return z.string().superRefine((value, ctx) => {
    const n = runeLength(value.trim())
    if (n === 0 && min > 0) ctx.addIssue({ code: 'custom', message: 'required' })
    else if (n < min) ctx.addIssue({ code: 'custom', message: 'too_short' })
    else if (n > max) ctx.addIssue({ code: 'custom', message: 'too_long' })
  })
}

// Five minutes of clock skew, as the server allows.
const skewMs = 5 * 60 * 1000

function pastTime(required: boolean) {
  return z.string().superRefine((value, ctx) => {
    if (!value.trim()) {
      if (required) ctx.addIssue({ code: 'custom', message: 'required' })
      return
    }
    const date = parseLocalInput(value)
    if (!date) ctx.addIssue({ code: 'custom', message: 'invalid_format' })
    else if (date.getTime() > Date.now() + skewMs) ctx.addIssue({ code: 'custom', message: 'in_future' })
  })
}

function files(min: number, allowPdf: boolean) {
  return z.array(z.instanceof(File)).superRefine((list, ctx) => {
    if (list.length < min) ctx.addIssue({ code: 'custom', message: 'required' })
    else if (list.length > maxFiles) ctx.addIssue({ code: 'custom', message: 'too_long' })
    const problem = list.map((f) => fileProblem(f, allowPdf)).find((p) => p !== null)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
}

/** locationProblem checks the typed coordinates: both or neither, numbers, on the globe. */
export function locationProblem(latitude: string, longitude: string, address: string): string | null {
  const lat = latitude.trim()
  const lng = longitude.trim()
  if (!lat && !lng) return address.trim() ? null : 'required'
  if (!lat || !lng) return 'invalid_format'
  const a = Number(lat)
  const b = Number(lng)
  if (!Number.isFinite(a) || !Number.isFinite(b)) return 'invalid_format'
  if (a < -90 || a > 90 || b < -180 || b > 180) return 'out_of_range'
  return null
}

export const streetSchema = z
  .object({
    description: text(descriptionLimits.min, descriptionLimits.max),
    location: z.object({ latitude: z.string(), longitude: z.string() }),
    address: text(0, 300),
    occurredAt: pastTime(true),
    licensePlate: z.string().max(maxPlateLength, 'too_long'),
    photos: files(1, false),
  })
  .superRefine((values, ctx) => {
    const problem = locationProblem(values.location.latitude, values.location.longitude, values.address)
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['location'] })
  })

export type StreetValues = z.infer<typeof streetSchema>

export const renterSchema = z.object({
  description: text(descriptionLimits.min, descriptionLimits.max),
  buildingAddress: text(1, 300),
  unit: text(0, 50),
  landlordName: text(0, 200),
  startedAt: pastTime(false),
  photos: files(0, true),
})

export type RenterValues = z.infer<typeof renterSchema>
