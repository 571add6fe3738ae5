import { isRecord } from '@/lib/utils'

import { readBytes } from './files'

/** PhotoMeta is what a photo's EXIF says about where and when it was taken. */
export type PhotoMeta = {
  location: { lat: number; lng: number } | null
  takenAt: Date | null
}

function validPoint(lat: unknown, lng: unknown): lat is number {
  return (
    typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) &&
    Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && !(lat === 0 && lng === 0)
  )
}

/**
 * readPhotoMeta reads EXIF GPS and the time taken from an image, in the
 * browser (exifr, loaded on first use). A file without them, or one exifr
 * cannot read, gives nulls: the form then simply offers nothing.
 */
export async function readPhotoMeta(file: Blob): Promise<PhotoMeta> {
  const none: PhotoMeta = { location: null, takenAt: null }
  try {
    const { default: exifr } = await import('exifr')
    const data: unknown = await exifr.parse(await readBytes(file), {
      tiff: true, exif: true, gps: true, ifd1: false, xmp: false, icc: false, iptc: false, jfif: false, ihdr: false,
    })
    if (!isRecord(data)) return none
    const { latitude, longitude, DateTimeOriginal: taken } = data
    return {
      location: validPoint(latitude, longitude) ? { lat: latitude, lng: longitude as number } : null,
      takenAt: taken instanceof Date && !Number.isNaN(taken.getTime()) ? taken : null,
    }
  } catch {
    return none
  }
}
