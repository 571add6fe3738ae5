import type { ParseKeys } from 'i18next'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import { ApiError } from '@/lib/api-client'

type ShellKey = ParseKeys<'shell'>

/** FieldKind picks the wording of a field's errors: too_long reads differently for a name and a password. */
export type FieldKind = 'name' | 'password' | 'currentPassword' | 'generic'

const specific: Record<FieldKind, Partial<Record<string, ShellKey>>> = {
  name: { too_long: 'settings.errors.nameTooLong' },
  password: {
    too_short: 'settings.errors.passwordTooShort',
    too_long: 'settings.errors.passwordTooLong',
    too_common: 'settings.errors.passwordTooCommon',
  },
  currentPassword: { incorrect: 'settings.errors.currentIncorrect' },
  generic: {},
}

const generic: Partial<Record<string, ShellKey>> = { required: 'settings.errors.required', too_long: 'settings.errors.tooLong' }

/** fieldErrorKey translates a field's error code, from zod or from the server. */
export function fieldErrorKey(kind: FieldKind, code: string): ShellKey {
  return specific[kind][code] ?? generic[code] ?? 'settings.errors.invalid'
}

/**
 * applyFieldErrors puts the server's field codes on the form's fields of the
 * same name and focuses the first; it returns whether any was shown.
 */
export function applyFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  if (!(error instanceof ApiError)) return false
  let shown = false
  for (const field of fields) {
    const code = error.fields[field]
    if (!code) continue
    setError(field, { type: 'server', message: code }, { shouldFocus: !shown })
    shown = true
  }
  return shown
}

/** formErrorKey is the message above a form whose request failed without a field to blame. */
export function formErrorKey(error: unknown): ShellKey {
  return error instanceof ApiError && error.status === 429 ? 'settings.rateLimited' : 'settings.saveFailed'
}
