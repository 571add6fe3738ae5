import type { ParseKeys, TFunction } from 'i18next'

import { ApiError } from '@/lib/api-client'

export type AuthKey = ParseKeys<'auth'>

/** FieldGroup picks the wording of a field's errors: the same code reads differently for an email and a name. */
export type FieldGroup = 'email' | 'password' | 'confirm' | 'name' | 'generic'

const fieldKeys: Record<FieldGroup, Partial<Record<string, AuthKey>>> = {
  email: {
    required: 'fieldErrors.email.required',
    invalid_format: 'fieldErrors.email.invalid_format',
    too_long: 'fieldErrors.email.too_long',
  },
  password: {
    required: 'fieldErrors.password.required',
    too_short: 'fieldErrors.password.too_short',
    too_long: 'fieldErrors.password.too_long',
    too_common: 'fieldErrors.password.too_common',
    incorrect: 'fieldErrors.password.incorrect',
  },
  confirm: { required: 'fieldErrors.confirm.required', mismatch: 'fieldErrors.confirm.mismatch' },
  name: { required: 'fieldErrors.name.required', too_long: 'fieldErrors.name.too_long' },
  generic: {
    required: 'fieldErrors.generic.required',
    too_short: 'fieldErrors.generic.too_short',
    too_long: 'fieldErrors.generic.too_long',
    too_common: 'fieldErrors.generic.too_common',
    invalid_format: 'fieldErrors.generic.invalid_format',
    taken: 'fieldErrors.generic.taken',
    incorrect: 'fieldErrors.generic.incorrect',
    expired: 'fieldErrors.generic.expired',
  },
}

/** fieldErrorKey translates a field error code (from zod or the server) for a field of group. */
export function fieldErrorKey(group: FieldGroup, code: string): AuthKey {
  return fieldKeys[group][code] ?? fieldKeys.generic[code] ?? 'fieldErrors.generic.invalid'
}

/** FormContext is the form that failed: a 401 after sign-up means something else than after sign-in. */
export type FormContext = 'signIn' | 'signUp' | 'recover' | 'reset' | 'confirm'

/**
 * formErrorText is the message shown above a form for a failed request:
 * wrong credentials, disabled account, rate limit (with the wait), a busy
 * server (503), network or server trouble. Field errors are shown next to their fields instead.
 */
export function formErrorText(t: TFunction<'auth'>, error: unknown, context: FormContext): string {
  if (!(error instanceof ApiError)) return t('errors.generic')
  if (error.code === 'network') return t('errors.network')
  if (error.status === 429) return rateLimitText(t, error.retryAfter)
  if (error.status === 401) return context === 'signUp' ? t('errors.signUpThenSignIn') : t('errors.incorrect')
  if (error.code === 'email_not_confirmed') return t('errors.unconfirmed')
  if (error.status === 403) return t('errors.disabled')
  if (error.status === 400 && error.fields.token) return context === 'confirm' ? t('errors.expiredConfirmLink') : t('errors.expiredLink')
  if (error.status === 400) return t('errors.invalid')
  if (error.status === 503) return t('errors.busy')
  return t('errors.generic')
}

function rateLimitText(t: TFunction<'auth'>, seconds: number | null): string {
  if (seconds === null || seconds <= 0) return t('errors.rateLimited')
  if (seconds < 60) return t('errors.rateLimitedSeconds', { count: seconds })
  return t('errors.rateLimitedMinutes', { count: Math.ceil(seconds / 60) })
}
