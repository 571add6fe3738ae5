import type { FieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { fieldErrorKey, type FieldGroup } from '../../lib/error-text'

/** useFieldErrorText translates a field's error code (client or server) for display next to it. */
export function useFieldErrorText(): (error: FieldError | undefined, group: FieldGroup) => string | undefined {
  const { t } = useTranslation('auth')
  return (error, group) => (error?.message ? t(fieldErrorKey(group, error.message)) : undefined)
}
