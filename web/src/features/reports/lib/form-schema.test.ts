import { describe, expect, it } from 'vitest'

import { plainPhoto } from '@/testing/features/reports/fixtures'
import { toDateTimeInput } from './datetime'
import { renterSchema, streetSchema, type RenterValues, type StreetValues } from './form-schema'
import { normalizePlate } from './plate'

const valid: StreetValues = {
  description: 'A deep pothole in the right lane.',
  location: { latitude: '40.7191', longitude: '-74.0425' },
  address: '',
  occurredAt: '2025-03-14T08:30',
  licensePlate: '',
  photos: [plainPhoto()],
}

/** errorsOf maps each failing path to its first code, as the form shows them. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message
  return out
}

describe('streetSchema', () => {
  it('accepts a complete report', () => {
    expect(streetSchema.safeParse(valid).success).toBe(true)
  })

  it('checks the description length in characters, trimmed (10–2000)', () => {
    expect(errorsOf(streetSchema.safeParse({ ...valid, description: '   ' }))).toEqual({ description: 'required' })
    expect(errorsOf(streetSchema.safeParse({ ...valid, description: ' too short ' }))).toEqual({ description: 'too_short' })
    expect(errorsOf(streetSchema.safeParse({ ...valid, description: 'x'.repeat(2001) }))).toEqual({ description: 'too_long' })
    // An emoji is one character for the server but two UTF-16 units for JavaScript.
    expect(streetSchema.safeParse({ ...valid, description: '🚲'.repeat(1500) }).success).toBe(true)
    expect(errorsOf(streetSchema.safeParse({ ...valid, description: '🚲'.repeat(2001) }))).toEqual({ description: 'too_long' })
  })

  it('takes the location from coordinates or an address, any one being enough', () => {
    const none = { ...valid, location: { latitude: '', longitude: '' } }
    expect(errorsOf(streetSchema.safeParse(none))).toEqual({ location: 'required' })
    expect(streetSchema.safeParse({ ...none, address: 'Grove St and Newark Ave' }).success).toBe(true)
    expect(errorsOf(streetSchema.safeParse({ ...valid, location: { latitude: '40.7', longitude: '' } }))).toEqual({ location: 'invalid_format' })
    expect(errorsOf(streetSchema.safeParse({ ...valid, location: { latitude: 'north', longitude: '-74' } }))).toEqual({ location: 'invalid_format' })
    expect(errorsOf(streetSchema.safeParse({ ...valid, location: { latitude: '91', longitude: '-74' } }))).toEqual({ location: 'out_of_range' })
  })

  it('requires a time that is not in the future', () => {
    expect(errorsOf(streetSchema.safeParse({ ...valid, occurredAt: '' }))).toEqual({ occurredAt: 'required' })
    const tomorrow = toDateTimeInput(new Date(Date.now() + 24 * 3600 * 1000))
    expect(errorsOf(streetSchema.safeParse({ ...valid, occurredAt: tomorrow }))).toEqual({ occurredAt: 'in_future' })
    expect(errorsOf(streetSchema.safeParse({ ...valid, occurredAt: 'yesterday' }))).toEqual({ occurredAt: 'invalid_format' })
  })

  it('wants 1 to 5 photos of an accepted type, at most 10 MB each', () => {
    expect(errorsOf(streetSchema.safeParse({ ...valid, photos: [] }))).toEqual({ photos: 'required' })
    const six = Array.from({ length: 6 }, (_, i) => plainPhoto(`p${String(i)}.jpg`))
    expect(errorsOf(streetSchema.safeParse({ ...valid, photos: six }))).toEqual({ photos: 'too_long' })
    const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' })
    expect(errorsOf(streetSchema.safeParse({ ...valid, photos: [gif] }))).toEqual({ photos: 'unsupported_type' })
    const big = plainPhoto('big.jpg', 10 * 1024 * 1024 + 1)
    expect(errorsOf(streetSchema.safeParse({ ...valid, photos: [big] }))).toEqual({ photos: 'too_large' })
  })

  it('limits the normalised plate to 10 characters', () => {
    expect(normalizePlate(' abc-123 ')).toBe('ABC123')
    expect(streetSchema.safeParse({ ...valid, licensePlate: 'ABCDEFGHIJ' }).success).toBe(true)
    expect(errorsOf(streetSchema.safeParse({ ...valid, licensePlate: 'ABCDEFGHIJK' }))).toEqual({ licensePlate: 'too_long' })
  })
})

describe('renterSchema', () => {
  const renter: RenterValues = { description: 'No heat since November.', buildingAddress: '12 Elm St', unit: '', landlordName: '', startedAt: '', photos: [] }

  it('needs a building address but no photos, and takes PDFs', () => {
    expect(renterSchema.safeParse(renter).success).toBe(true)
    expect(errorsOf(renterSchema.safeParse({ ...renter, buildingAddress: ' ' }))).toEqual({ buildingAddress: 'required' })
    const pdf = new File(['%PDF-1.4'], 'lease.pdf', { type: 'application/pdf' })
    expect(renterSchema.safeParse({ ...renter, photos: [pdf] }).success).toBe(true)
  })

  it('refuses a start date in the future', () => {
    const nextYear = `${String(new Date().getFullYear() + 1)}-01-01`
    expect(errorsOf(renterSchema.safeParse({ ...renter, startedAt: nextYear }))).toEqual({ startedAt: 'in_future' })
  })
})
