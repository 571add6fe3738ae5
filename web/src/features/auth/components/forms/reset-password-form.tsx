import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { ApiError } from '@/lib/api-client'
import { guardedSubmit } from '@/lib/guarded-submit'

import { resetPassword } from '../../api/reset-password'
import { useAuth } from '../../hooks/use-auth'
import { formErrorText } from '../../lib/error-text'
import { resetSchema, type ResetValues } from '../../lib/schemas'
import { applyFieldErrors } from '../../lib/server-errors'
import { Confirmation } from './confirmation'
import { FormAlert, SubmitButton } from './form-parts'
import { ModeLink } from './mode-link'
import { NewPasswordField, PasswordField } from './password-field'
import { useFieldErrorText } from './use-form-helpers'

/** ResetPasswordForm sets a new password with the token from the emailed link; the server then ends every session. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth')
  const { status, signOut } = useAuth()
  const fieldError = useFieldErrorText()
  const [formError, setFormError] = useState<string | null>(null)
  const [linkExpired, setLinkExpired] = useState(false)
  const [done, setDone] = useState(false)
  const { register, handleSubmit, setError, formState } = useForm<ResetValues>({
    resolver: zodResolver(resetSchema),
    defaultValues: { password: '', confirm: '' },
  })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async ({ password }) => {
    setFormError(null)
    try {
      await resetPassword({ token, password })
      // The server ended every session, this browser's too: forget it here.
      if (status === 'signed_in') await signOut().catch(() => undefined)
      setDone(true)
    } catch (error) {
      setLinkExpired(error instanceof ApiError && Boolean(error.fields.token))
      if (!applyFieldErrors(error, setError, { password: 'password' })) setFormError(formErrorText(t, error, 'reset'))
    }
  })

  if (done) {
    return (
      <Confirmation title={t('recovery.doneTitle')} signInLink={t('signUp.signIn')}>
        <p>{t('recovery.done')}</p>
      </Confirmation>
    )
  }

  return (
    <form noValidate onSubmit={guardedSubmit(isSubmitting, submit)} className="space-y-5">
      <p className="text-muted-foreground">{t('recovery.resetIntro')}</p>
      <FormAlert message={formError}>
        {linkExpired ? <ModeLink to="recovery">{t('recovery.requestNew')}</ModeLink> : null}
      </FormAlert>
      <NewPasswordField label={t('fields.newPassword')} error={fieldError(errors.password, 'password')} {...register('password')} />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        aria-required="true"
        error={fieldError(errors.confirm, 'confirm')}
        {...register('confirm')}
      />
      <SubmitButton pending={isSubmitting} label={t('recovery.resetSubmit')} pendingLabel={t('recovery.resetting')} />
    </form>
  )
}
