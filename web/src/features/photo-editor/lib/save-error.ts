import { ApiError } from '@/lib/api-client'

/** saveError names the message of a failed save or preview: a conflict, the first refused operation (the server's field codes), or a generic failure. */
export function saveError(error: unknown) {
  if (!(error instanceof ApiError)) return 'errors.save' as const
  if (error.status === 409) return 'errors.conflict' as const
  const fields = error.fields
  if (error.status === 400) {
    if (fields.blur === 'too_many') return 'errors.fields.tooMany' as const
    if (fields.blur) return 'errors.fields.blur' as const
    if (fields.crop) return 'errors.fields.crop' as const
    if (fields.rotate) return 'errors.fields.rotate' as const
  }
  return 'errors.save' as const
}
