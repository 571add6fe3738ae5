import { describe, expect, it } from 'vitest'

import { exifPhoto, plainPhoto } from '@/testing/features/reports/fixtures'
import { readPhotoMeta } from './exif'

describe('readPhotoMeta', () => {
  it('reads GPS and the time taken from a real JPEG', async () => {
    const meta = await readPhotoMeta(exifPhoto())
    expect(meta.location?.lat).toBeCloseTo(40.7191, 4)
    expect(meta.location?.lng).toBeCloseTo(-74.0425, 4)
    expect(meta.takenAt).toBeInstanceOf(Date)
    // EXIF time has no zone: it is the camera's wall-clock time.
    expect(meta.takenAt?.getFullYear()).toBe(2025)
    expect(meta.takenAt?.getMonth()).toBe(2)
    expect(meta.takenAt?.getDate()).toBe(14)
  })

  it('gives nothing for a file without EXIF instead of failing', async () => {
    expect(await readPhotoMeta(plainPhoto())).toEqual({ location: null, takenAt: null })
  })
})
