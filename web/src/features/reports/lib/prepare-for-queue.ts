import { readPhotoMeta } from './exif'
import { shrinkPhoto } from './shrink-photo'

/**
 * prepareForQueue is a report's body made small enough to keep offline: its
 * photos shrunk. Shrinking drops a photo's EXIF, from which the server takes
 * a missing location, so a street report without one gets the first GPS
 * position found in its photos here, as fields.
 */
export async function prepareForQueue(body: FormData): Promise<FormData> {
  const out = new FormData()
  const photos: File[] = []
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') out.append(name, value)
    else photos.push(value)
  }
  if (body.has('latitude') && !body.get('latitude')) {
    for (const photo of photos.filter((p) => p.type.startsWith('image/'))) {
      const { location } = await readPhotoMeta(photo)
      if (!location) continue
      out.set('latitude', String(location.lat))
      out.set('longitude', String(location.lng))
      break
    }
  }
  for (const photo of photos) {
    const small = await shrinkPhoto(photo)
    out.append('photos', small, small.name)
  }
  return out
}
