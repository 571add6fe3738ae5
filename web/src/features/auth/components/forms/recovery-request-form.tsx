import { useTranslation } from 'react-i18next'

import { useLanguage } from '@/hooks/use-language'

import { requestRecovery } from '../../api/recover'
import { Confirmation } from './confirmation'
import { useEmailRequest } from './email-request'
import { FormAlert, SubmitButton } from './form-parts'
import { ModeLink } from './mode-link'
import { EmailField } from './text-field'

/**
 * RecoveryRequestForm asks for a reset link. The confirmation is neutral:
 * the server answers the same whether or not the account exists.
 */
export function RecoveryRequestForm() {
  const { t } = useTranslation('auth')
  const lang = useLanguage()
  const form = useEmailRequest((email) => requestRecovery({ email, language: lang }))

  if (form.sentTo !== null) {
    return (
      <Confirmation title={t('recovery.sentTitle')} signInLink={t('recovery.backToSignIn')}>
        <p>{t('recovery.sent', { email: form.sentTo })}</p>
      </Confirmation>
    )
  }

  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-5">
      <p className="text-muted-foreground">{t('recovery.requestIntro')}</p>
      <FormAlert message={form.formError} />
      <EmailField {...form.emailField} />
      <SubmitButton pending={form.pending} label={t('recovery.submit')} pendingLabel={t('recovery.submitting')} />
      <p className="text-center text-sm">
        <ModeLink to="signIn">{t('recovery.backToSignIn')}</ModeLink>
      </p>
    </form>
  )
}
