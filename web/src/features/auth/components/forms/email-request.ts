import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { guardedSubmit } from '@/lib/guarded-submit'

import { formErrorText } from '../../lib/error-text'
import { recoverySchema, type RecoveryValues } from '../../lib/schemas'
import { applyFieldErrors } from '../../lib/server-errors'
import { useFieldErrorText } from './use-form-helpers'

/**
 * useEmailRequest runs a form that only asks for an email address and sends
 * it (a recovery link, a new confirmation link): the email field's props and
 * error, the form-level error, and sentTo once the server has taken it.
 */
export function useEmailRequest(send: (email: string) => Promise<unknown>) {
  const { t } = useTranslation('auth')
  const fieldError = useFieldErrorText()
  const [formError, setFormError] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { register, handleSubmit, setError, formState } = useForm<RecoveryValues>({
    resolver: zodResolver(recoverySchema),
    defaultValues: { email: '' },
  })

  const submit = handleSubmit(async ({ email }) => {
    setFormError(null)
    try {
      await send(email)
      setSentTo(email)
    } catch (error) {
      if (!applyFieldErrors(error, setError, { email: 'email' })) setFormError(formErrorText(t, error, 'recover'))
    }
  })

  return {
    sentTo,
    formError,
    pending: formState.isSubmitting,
    onSubmit: guardedSubmit(formState.isSubmitting, submit),
    emailField: { error: fieldError(formState.errors.email, 'email'), ...register('email') },
  }
}
