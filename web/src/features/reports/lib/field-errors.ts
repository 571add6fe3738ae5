import type { ApiError } from '@/lib/api-client'

/**
 * serverFields maps the API's field names (API.md) to the form's. Anything
 * not here (category, type) is a problem with the form as a whole.
 */
const serverFields: Record<string, string> = {
  description: 'description',
  location: 'location',
  latitude: 'location',
  longitude: 'location',
  address: 'address',
  occurred_at: 'occurredAt',
  license_plate: 'licensePlate',
  photos: 'photos',
  building_address: 'buildingAddress',
  unit: 'unit',
  landlord_name: 'landlordName',
  started_at: 'startedAt',
}

/** SortedServerErrors is an API error split by where the form shows it. */
export type SortedServerErrors = {
  /** fields maps a form field to its error code. */
  fields: Record<string, string>
  /** files maps a file's position to its error code ("photos.2": "unsupported_type"). */
  files: Record<number, string>
  /** form is the error shown above the form when no field explains it. */
  form: string | null
}

/** sortServerErrors places each error of a failed upload next to its field. */
export function sortServerErrors(error: ApiError): SortedServerErrors {
  const out: SortedServerErrors = { fields: {}, files: {}, form: null }
  for (const [name, code] of Object.entries(error.fields)) {
    const file = /^photos\.(\d+)$/.exec(name)
    if (file) {
      out.files[Number(file[1])] = code // before any blur error on the same photo
      continue
    }
    // The areas marked to blur (API.md): on the photo they belong to; as a
    // whole only when the server names no photo.
    const blur = /^blur\.(\d+)$/.exec(name)
    if (blur) {
      out.files[Number(blur[1])] ??= 'blur_out_of_range'
      continue
    }
    if (name === 'blur') {
      if (!Object.keys(error.fields).some((n) => n.startsWith('blur.'))) out.form ??= 'blur'
      continue
    }
    if (name === 'reports') {
      out.form ??= code // too_many_open: a quota on the account, not a field
      continue
    }
    const field = serverFields[name]
    if (field) out.fields[field] ??= code
    else out.form ??= name === 'type' || name === 'category' ? 'unknown_type' : 'invalid'
  }
  // When the server names the files that failed, only those are marked: the
  // same code on the whole field would read as if every file had failed.
  if (Object.keys(out.files).length > 0) delete out.fields.photos
  if (Object.keys(out.fields).length === 0 && Object.keys(out.files).length === 0) out.form ??= formErrorCode(error)
  return out
}

/** formErrorCode names a failure that no field explains. */
export function formErrorCode(error: ApiError): string {
  if (error.code === 'network') return 'network'
  if (error.status === 403) return 'forbidden'
  if (error.status === 413) return 'too_large'
  if (error.status === 415) return 'unsupported'
  if (error.status === 429) return 'rate_limited'
  if (error.status === 401) return 'unauthorized'
  if (error.status === 507) return 'storage_full'
  if (error.status === 503) return 'unavailable'
  if (error.status >= 500) return 'server'
  return 'invalid'
}
