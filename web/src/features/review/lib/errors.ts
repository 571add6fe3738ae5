import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

import { ApiError } from '@/lib/api-client'

const known = ['network', 'conflict', 'forbidden', 'not_found', 'rate_limited', 'invalid', 'photos_unchecked'] as const
type Known = (typeof known)[number]

function isKnown(code: string): code is Known {
  return (known as readonly string[]).includes(code)
}

/** useErrorText turns any failure into a translated sentence (never the server's English). */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('review')
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.fields.location === 'required') return t('errors.needsLocation')
      if (error instanceof ApiError && isKnown(error.code)) return t(`errors.${error.code}`)
      return t('errors.generic')
    },
    [t],
  )
}

const fieldCodes = ['required', 'too_long', 'too_short', 'invalid_format', 'not_allowed', 'out_of_range'] as const
type FieldCode = (typeof fieldCodes)[number]

/** useFieldErrorText translates a server field error code ('required', 'too_long' …). */
export function useFieldErrorText(): (code: string) => string {
  const { t } = useTranslation('review')
  return useCallback(
    (code: string) => ((fieldCodes as readonly string[]).includes(code) ? t(`fieldErrors.${code as FieldCode}`) : t('fieldErrors.invalid')),
    [t],
  )
}

/** isPhotosUnchecked says whether error is 409 photos_unchecked: the photos must be processed and checked before approval. */
export function isPhotosUnchecked(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'photos_unchecked'
}

/** isConflict says whether error is 409: someone else moved the report first (not a photo check still missing). */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && !isPhotosUnchecked(error)
}

/** isNotFound says whether error is the server's 404. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}
