import type { ParseKeys } from 'i18next'

import { ApiError } from '@/lib/api-client'

type Key = ParseKeys<'investors'>

/** SaveErrors are the translation keys of a refused save: by field, and for the whole form. */
export type SaveErrors = { status?: Key; notes?: Key; form?: Key }

/** saveErrorKeys translates a failed PATCH: field codes next to their fields, anything else for the form. */
export function saveErrorKeys(error: unknown): SaveErrors {
  if (!(error instanceof ApiError)) return { form: 'errors.generic' }
  if (error.code === 'network') return { form: 'errors.network' }
  if (error.status === 403) return { form: 'errors.forbidden' }
  if (error.status === 404) return { form: 'errors.notFound' }
  const out: SaveErrors = {}
  if (error.fields.status) out.status = 'errors.statusInvalid'
  if (error.fields.notes) out.notes = 'errors.notesTooLong'
  return out.status || out.notes ? out : { form: 'errors.generic' }
}
