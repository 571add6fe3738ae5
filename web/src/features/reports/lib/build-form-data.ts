import type { Box } from '@/components/blur-boxes/geometry'

import { parseLocalInput, toRfc3339 } from './datetime'
import type { RenterValues, StreetValues } from './form-schema'
import { normalizePlate } from './plate'

function time(value: string): string {
  const date = parseLocalInput(value)
  return date ? toRfc3339(date) : ''
}

/**
 * blurField is the value of the `blur` field (API.md): the boxes marked on
 * each photo, one list per photo in their order ([] for a photo without any),
 * as JSON; null when no photo has a box, and the field is then left out.
 */
export function blurField(boxes: readonly (readonly Box[] | undefined)[]): string | null {
  if (!boxes.some((list) => list && list.length > 0)) return null
  return JSON.stringify(boxes.map((list) => (list ?? []).map(({ x, y, w, h }) => ({ x, y, w, h }))))
}

/**
 * streetFormData is the multipart body of a street report (API.md): text
 * fields first, then the photos. blur holds the boxes marked on each photo,
 * in the order of values.photos.
 */
export function streetFormData(category: string, type: string, values: StreetValues, vehicle: boolean, blur: readonly (readonly Box[] | undefined)[] = []): FormData {
  const body = new FormData()
  body.set('category', category)
  body.set('type', type)
  body.set('description', values.description.trim())
  body.set('latitude', values.location.latitude.trim())
  body.set('longitude', values.location.longitude.trim())
  body.set('address', values.address.trim())
  body.set('occurred_at', time(values.occurredAt))
  if (vehicle) body.set('license_plate', normalizePlate(values.licensePlate))
  const boxes = blurField(values.photos.map((_, i) => blur[i]))
  if (boxes !== null) body.set('blur', boxes)
  for (const photo of values.photos) body.append('photos', photo, photo.name)
  return body
}

/** renterFormData is the multipart body of a renter-protection report. */
export function renterFormData(category: string, type: string, values: RenterValues): FormData {
  const body = new FormData()
  body.set('category', category)
  body.set('type', type)
  body.set('description', values.description.trim())
  body.set('building_address', values.buildingAddress.trim())
  body.set('unit', values.unit.trim())
  body.set('landlord_name', values.landlordName.trim())
  body.set('started_at', time(values.startedAt))
  for (const file of values.photos) body.append('photos', file, file.name)
  return body
}
