import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import { ApiError } from '@/lib/api-client'

/**
 * applyFieldErrors copies the server's field codes onto the form's fields
 * (fieldMap names the form field of each server field) and focuses the
 * first. It returns whether any field error was shown.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldMap: Partial<Record<string, Path<T>>>,
): boolean {
  if (!(error instanceof ApiError)) return false
  let shown = false
  for (const [serverField, code] of Object.entries(error.fields)) {
    const field = fieldMap[serverField]
    if (!field) continue
    setError(field, { type: 'server', message: code }, { shouldFocus: !shown })
    shown = true
  }
  return shown
}
