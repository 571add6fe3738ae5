import type { SyntheticEvent } from 'react'
import type { FieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { fieldErrorKey, type FieldGroup } from '../../lib/error-text'

/** useFieldErrorText translates a field's error code (client or server) for display next to it. */
export function useFieldErrorText(): (error: FieldError | undefined, group: FieldGroup) => string | undefined {
  const { t } = useTranslation('auth')
  return (error, group) => (error?.message ? t(fieldErrorKey(group, error.message)) : undefined)
}

/** guardedSubmit runs submit unless a submit is already running (the button is only aria-disabled). */
export function guardedSubmit(pending: boolean, submit: (event: SyntheticEvent<HTMLFormElement>) => Promise<void>) {
  return (event: SyntheticEvent<HTMLFormElement>) => {
    if (pending) {
      event.preventDefault()
      return
    }
    void submit(event)
  }
}
