import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { guardedSubmit } from '@/lib/guarded-submit'
import { toast } from '@/lib/toast'

import { useChangePassword } from '../api/change-password'
import { applyFieldErrors, fieldErrorKey, formErrorKey } from '../lib/errors'
import { passwordSchema, type PasswordValues } from '../lib/schemas'
import { FormField } from './form-field'
import { FormAlert, SaveButton, SettingsSection } from './form-parts'

/** PasswordForm changes the password (PUT /api/auth/password) given the current one. */
export function PasswordForm() {
  const { t } = useTranslation('shell')
  const change = useChangePassword()
  const [formError, setFormError] = useState<string | null>(null)
  const { register, handleSubmit, setError, reset, formState } = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { current_password: '', password: '' },
  })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      await change.mutateAsync(values)
      reset()
      toast.success(undefined, t('settings.password.saved'))
    } catch (cause) {
      if (!applyFieldErrors(cause, setError, ['current_password', 'password'])) setFormError(t(formErrorKey(cause)))
    }
  })

  const currentError = errors.current_password?.message
  const newError = errors.password?.message
  return (
    <SettingsSection title={t('settings.password.title')} description={t('settings.password.description')}>
      <form noValidate onSubmit={guardedSubmit(isSubmitting, submit)} className="space-y-4">
        <FormAlert message={formError} />
        <FormField
          label={t('settings.password.current')}
          type="password"
          autoComplete="current-password"
          aria-required="true"
          error={currentError ? t(fieldErrorKey('currentPassword', currentError)) : undefined}
          {...register('current_password')}
        />
        <FormField
          label={t('settings.password.new')}
          type="password"
          autoComplete="new-password"
          aria-required="true"
          hint={t('settings.password.newHint')}
          error={newError ? t(fieldErrorKey('password', newError)) : undefined}
          {...register('password')}
        />
        <SaveButton pending={isSubmitting} label={t('settings.password.save')} />
      </form>
    </SettingsSection>
  )
}
