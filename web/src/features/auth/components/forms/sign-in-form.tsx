import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { ApiError } from '@/lib/api-client'
import { guardedSubmit } from '@/lib/guarded-submit'

import { requestSignInFormToken, type SignInInput } from '../../api/sign-in'
import { useSignIn } from '../../hooks/use-sign-in'
import { formErrorText } from '../../lib/error-text'
import { rememberedChoice } from '../../lib/remember-me'
import { signInSchema, type SignInValues } from '../../lib/schemas'
import { applyFieldErrors } from '../../lib/server-errors'
import { CheckEmail } from './check-email'
import { FormAlert, SubmitButton } from './form-parts'
import { ModeLink } from './mode-link'
import { PasswordField } from './password-field'
import { EmailField } from './text-field'
import { useFieldErrorText } from './use-form-helpers'

/** SignInForm: email, password and remember-me; on success the page moves on (the session changes). */
export function SignInForm() {
  const { t } = useTranslation('auth')
  const signIn = useSignIn()
  const fieldError = useFieldErrorText()
  const rememberId = useId()
  const [formError, setFormError] = useState<string | null>(null)
  const [unconfirmed, setUnconfirmed] = useState<SignInInput | null>(null)
  const { register, handleSubmit, setError, formState } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '', remember_me: rememberedChoice() },
  })
  const { errors, isSubmitting } = formState

  // The form is shown: a token that ranks this browser's sign-in before a flood's (docs/signin.md).
  useEffect(() => {
    void requestSignInFormToken()
  }, [])

  const submit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      await signIn(values)
    } catch (error) {
      if (error instanceof ApiError && error.code === 'email_not_confirmed') {
        setUnconfirmed(values)
        return
      }
      const shown = applyFieldErrors(error, setError, { email: 'email', password: 'password' })
      if (!shown) setFormError(formErrorText(t, error, 'signIn'))
    }
  })

  if (unconfirmed) return <CheckEmail credentials={unconfirmed} />

  return (
    <form noValidate onSubmit={guardedSubmit(isSubmitting, submit)} className="space-y-5">
      <FormAlert message={formError} />
      <EmailField error={fieldError(errors.email, 'email')} {...register('email')} />
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        aria-required="true"
        error={fieldError(errors.password, 'password')}
        {...register('password')}
      />
      <div className="flex items-start gap-3">
        <input
          id={rememberId}
          type="checkbox"
          aria-describedby={`${rememberId}-hint`}
          className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          {...register('remember_me')}
        />
        <div className="space-y-1">
          <label htmlFor={rememberId} className="text-sm font-medium leading-none">
            {t('signIn.rememberMe')}
          </label>
          <p id={`${rememberId}-hint`} className="text-sm text-muted-foreground">
            {t('signIn.rememberMeHint')}
          </p>
        </div>
      </div>
      <SubmitButton pending={isSubmitting} label={t('signIn.submit')} pendingLabel={t('signIn.submitting')} />
      <div className="space-y-2 text-center text-sm">
        <p>
          <ModeLink to="recovery">{t('signIn.forgot')}</ModeLink>
        </p>
        <p>
          {t('signIn.noAccount')} <ModeLink to="signUp">{t('signIn.createAccount')}</ModeLink>
        </p>
      </div>
    </form>
  )
}
