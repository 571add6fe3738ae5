import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { FormField } from '@/components/ui/form-field'
import { Select } from '@/components/ui/select'
import { languages } from '@/config/languages'
import { useLanguage } from '@/hooks/use-language'
import { ApiError } from '@/lib/api-client'
import { guardedSubmit } from '@/lib/guarded-submit'

import { signUp } from '../../api/sign-up'
import type { SignInInput } from '../../api/sign-in'
import { useSignIn } from '../../hooks/use-sign-in'
import { formErrorText } from '../../lib/error-text'
import { signUpSchema, type SignUpValues } from '../../lib/schemas'
import { applyFieldErrors } from '../../lib/server-errors'
import { CheckEmail } from './check-email'
import { FormAlert, SubmitButton } from './form-parts'
import { ModeLink } from './mode-link'
import { NewPasswordField } from './password-field'
import { EmailField, TextField } from './text-field'
import { useFieldErrorText } from './use-form-helpers'

/**
 * SignUpForm creates an account, then signs in with the same credentials
 * (the server answers 202 either way, so that sign-up reveals no account).
 * A new account must confirm its email first: the form then waits for it.
 */
export function SignUpForm() {
  const { t } = useTranslation('auth')
  const lang = useLanguage()
  const signIn = useSignIn()
  const fieldError = useFieldErrorText()
  const [formError, setFormError] = useState<string | null>(null)
  const [unconfirmed, setUnconfirmed] = useState<SignInInput | null>(null)
  const { register, handleSubmit, setError, formState } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: '', password: '', first_name: '', last_name: '', preferred_language: lang },
  })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      await signUp(values)
      const credentials = { email: values.email, password: values.password, remember_me: false }
      try {
        await signIn(credentials)
      } catch (error) {
        if (error instanceof ApiError && error.code === 'email_not_confirmed') {
        setUnconfirmed(credentials)
        return
      }
        throw error
      }
    } catch (error) {
      const shown = applyFieldErrors(error, setError, {
        email: 'email',
        password: 'password',
        first_name: 'first_name',
        last_name: 'last_name',
        preferred_language: 'preferred_language',
      })
      if (!shown) setFormError(formErrorText(t, error, 'signUp'))
    }
  })

  if (unconfirmed) return <CheckEmail credentials={unconfirmed} />

  return (
    <form noValidate onSubmit={guardedSubmit(isSubmitting, submit)} className="space-y-5">
      <FormAlert message={formError} />
      <EmailField error={fieldError(errors.email, 'email')} {...register('email')} />
      <NewPasswordField label={t('fields.password')} error={fieldError(errors.password, 'password')} {...register('password')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('fields.firstName')}
          autoComplete="given-name"
          aria-required="true"
          error={fieldError(errors.first_name, 'name')}
          {...register('first_name')}
        />
        <TextField
          label={t('fields.lastName')}
          autoComplete="family-name"
          aria-required="true"
          error={fieldError(errors.last_name, 'name')}
          {...register('last_name')}
        />
      </div>
      <FormField
        label={t('fields.language')}
        hint={t('signUp.languageHint')}
        error={fieldError(errors.preferred_language, 'generic')}
      >
        {(control) => (
          <Select {...control} {...register('preferred_language')}>
            {languages.map((code) => (
              <option key={code} value={code} lang={code}>
                {t(`languages.${code}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <SubmitButton pending={isSubmitting} label={t('signUp.submit')} pendingLabel={t('signUp.submitting')} />
      <p className="text-center text-sm">
        {t('signUp.haveAccount')} <ModeLink to="signIn">{t('signUp.signIn')}</ModeLink>
      </p>
    </form>
  )
}
