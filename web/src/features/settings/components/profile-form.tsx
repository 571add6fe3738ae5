import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { guardedSubmit } from '@/lib/guarded-submit'
import { toast } from '@/lib/toast'

import type { Me } from '../api/get-me'
import { useUpdateProfile } from '../api/update-profile'
import { applyFieldErrors, fieldErrorKey, formErrorKey } from '../lib/errors'
import { profileSchema, type ProfileValues } from '../lib/schemas'
import { FormField } from './form-field'
import { FormAlert, SaveButton, SettingsSection } from './form-parts'

/** ProfileForm changes the user's first and last name (PATCH /api/me). */
export function ProfileForm({ me }: { me: Me }) {
  const { t } = useTranslation('shell')
  const update = useUpdateProfile()
  const [formError, setFormError] = useState<string | null>(null)
  const { register, handleSubmit, setError, reset, formState } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { first_name: me.first_name ?? '', last_name: me.last_name ?? '' },
  })
  const { errors, isSubmitting } = formState
  const error = (code: string | undefined) => (code ? t(fieldErrorKey('name', code)) : undefined)

  const submit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      const saved = await update.mutateAsync(values)
      reset({ first_name: saved.first_name ?? values.first_name, last_name: saved.last_name ?? values.last_name })
      toast.success(undefined, t('settings.profile.saved'))
    } catch (cause) {
      if (!applyFieldErrors(cause, setError, ['first_name', 'last_name'])) setFormError(t(formErrorKey(cause)))
    }
  })

  return (
    <SettingsSection title={t('settings.profile.title')} description={t('settings.profile.description')}>
      <form noValidate onSubmit={guardedSubmit(isSubmitting, submit)} className="space-y-4">
        <FormAlert message={formError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('settings.profile.firstName')} autoComplete="given-name" aria-required="true" error={error(errors.first_name?.message)} {...register('first_name')} />
          <FormField label={t('settings.profile.lastName')} autoComplete="family-name" aria-required="true" error={error(errors.last_name?.message)} {...register('last_name')} />
        </div>
        <SaveButton pending={isSubmitting} label={t('settings.profile.save')} />
      </form>
    </SettingsSection>
  )
}
