import { parseLocalInput, toRfc3339 } from './datetime'
import type { RenterValues, StreetValues } from './form-schema'
import { normalizePlate } from './plate'

function time(value: string): string {
  const date = parseLocalInput(value)
  return date ? toRfc3339(date) : ''
}

/** streetFormData is the multipart body of a street report (API.md): text fields first, then the photos. */
export function streetFormData(category: string, type: string, values: StreetValues, vehicle: boolean): FormData {
  const body = new FormData()
  body.set('category', category)
  body.set('type', type)
  body.set('description', values.description.trim())
  body.set('latitude', values.location.latitude.trim())
  body.set('longitude', values.location.longitude.trim())
  body.set('address', values.address.trim())
  body.set('occurred_at', time(values.occurredAt))
  if (vehicle) body.set('license_plate', normalizePlate(values.licensePlate))
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
