import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { guardedSubmit } from '@/lib/guarded-submit'

import { confirmEmail, resendConfirmation } from '../../api/confirm-email'
import { formErrorText } from '../../lib/error-text'
import { recoverySchema, type RecoveryValues } from '../../lib/schemas'
import { applyFieldErrors } from '../../lib/server-errors'
import { Confirmation } from './confirmation'
import { FormAlert, SubmitButton } from './form-parts'
import { ModeLink } from './mode-link'
import { EmailField } from './text-field'
import { useFieldErrorText } from './use-form-helpers'

type State = { step: 'confirming' } | { step: 'done' } | { step: 'failed'; message: string }

/** ConfirmEmail is the page of the link emailed at sign-up: it confirms, or offers a new link. */
export function ConfirmEmail({ token }: { token: string }) {
  const { t } = useTranslation('auth')
  const [state, setState] = useState<State>({ step: 'confirming' })

  useEffect(() => {
    let live = true
    confirmEmail(token).then(
      () => live && setState({ step: 'done' }),
      (error: unknown) => live && setState({ step: 'failed', message: formErrorText(t, error, 'confirm') }),
    )
    return () => {
      live = false
    }
  }, [token, t])

  if (state.step === 'confirming') {
    return (
      <div role="status" className="flex items-center gap-3">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
        {t('confirm.confirming')}
      </div>
    )
  }
  if (state.step === 'done') {
    return (
      <Confirmation title={t('confirm.doneTitle')}>
        <p>{t('confirm.done')}</p>
        <p className="text-sm">
          <ModeLink to="signIn">{t('confirm.signIn')}</ModeLink>
        </p>
      </Confirmation>
    )
  }
  return <ResendForm message={state.message} />
}

/** ResendForm asks for a new confirmation link after a failed one. */
function ResendForm({ message }: { message: string }) {
  const { t } = useTranslation('auth')
  const fieldError = useFieldErrorText()
  const [formError, setFormError] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { register, handleSubmit, setError, formState } = useForm<RecoveryValues>({ resolver: zodResolver(recoverySchema), defaultValues: { email: '' } })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async ({ email }) => {
    setFormError(null)
    try {
      await resendConfirmation(email)
      setSentTo(email)
    } catch (error) {
      if (!applyFieldErrors(error, setError, { email: 'email' })) setFormError(formErrorText(t, error, 'recover'))
    }
  })

  if (sentTo !== null) {
    return (
      <Confirmation title={t('confirm.checkTitle')}>
        <p>{t('confirm.resentNeutral', { email: sentTo })}</p>
      </Confirmation>
    )
  }
  return (
    <form noValidate onSubmit={guardedSubmit(isSubmitting, submit)} className="space-y-5">
      <FormAlert message={formError ?? message} />
      <p className="text-muted-foreground">{t('confirm.resendIntro')}</p>
      <EmailField error={fieldError(errors.email, 'email')} {...register('email')} />
      <SubmitButton pending={isSubmitting} label={t('confirm.resend')} pendingLabel={t('recovery.submitting')} />
    </form>
  )
}
