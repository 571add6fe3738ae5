import { LoaderCircle } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { confirmEmail, resendConfirmation } from '../../api/confirm-email'
import { formErrorText } from '../../lib/error-text'
import { Confirmation } from './confirmation'
import { useEmailRequest } from './email-request'
import { FormAlert, SubmitButton } from './form-parts'
import { EmailField } from './text-field'

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
      <Confirmation title={t('confirm.doneTitle')} signInLink={t('confirm.signIn')}>
        <p>{t('confirm.done')}</p>
      </Confirmation>
    )
  }
  return <ResendForm message={state.message} />
}

/** ResendForm asks for a new confirmation link after a failed one. */
function ResendForm({ message }: { message: string }) {
  const { t } = useTranslation('auth')
  const form = useEmailRequest(resendConfirmation)

  if (form.sentTo !== null) {
    return (
      <Confirmation title={t('confirm.checkTitle')}>
        <p>{t('confirm.resentNeutral', { email: form.sentTo })}</p>
      </Confirmation>
    )
  }
  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-5">
      <FormAlert message={form.formError ?? message} />
      <p className="text-muted-foreground">{t('confirm.resendIntro')}</p>
      <EmailField {...form.emailField} />
      <SubmitButton pending={form.pending} label={t('confirm.resend')} pendingLabel={t('recovery.submitting')} />
    </form>
  )
}
