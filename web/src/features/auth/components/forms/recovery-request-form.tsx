import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { useLanguage } from '@/hooks/use-language'
import { guardedSubmit } from '@/lib/guarded-submit'

import { requestRecovery } from '../../api/recover'
import { formErrorText } from '../../lib/error-text'
import { recoverySchema, type RecoveryValues } from '../../lib/schemas'
import { applyFieldErrors } from '../../lib/server-errors'
import { Confirmation } from './confirmation'
import { FormAlert, SubmitButton } from './form-parts'
import { ModeLink } from './mode-link'
import { EmailField } from './text-field'
import { useFieldErrorText } from './use-form-helpers'

/**
 * RecoveryRequestForm asks for a reset link. The confirmation is neutral:
 * the server answers the same whether or not the account exists.
 */
export function RecoveryRequestForm() {
  const { t } = useTranslation('auth')
  const lang = useLanguage()
  const fieldError = useFieldErrorText()
  const [formError, setFormError] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { register, handleSubmit, setError, formState } = useForm<RecoveryValues>({
    resolver: zodResolver(recoverySchema),
    defaultValues: { email: '' },
  })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async ({ email }) => {
    setFormError(null)
    try {
      await requestRecovery({ email, language: lang })
      setSentTo(email)
    } catch (error) {
      if (!applyFieldErrors(error, setError, { email: 'email' })) setFormError(formErrorText(t, error, 'recover'))
    }
  })

  if (sentTo !== null) {
    return (
      <Confirmation title={t('recovery.sentTitle')}>
        <p>{t('recovery.sent', { email: sentTo })}</p>
        <p className="text-sm">
          <ModeLink to="signIn">{t('recovery.backToSignIn')}</ModeLink>
        </p>
      </Confirmation>
    )
  }

  return (
    <form noValidate onSubmit={guardedSubmit(isSubmitting, submit)} className="space-y-5">
      <p className="text-muted-foreground">{t('recovery.requestIntro')}</p>
      <FormAlert message={formError} />
      <EmailField error={fieldError(errors.email, 'email')} {...register('email')} />
      <SubmitButton pending={isSubmitting} label={t('recovery.submit')} pendingLabel={t('recovery.submitting')} />
      <p className="text-center text-sm">
        <ModeLink to="signIn">{t('recovery.backToSignIn')}</ModeLink>
      </p>
    </form>
  )
}
