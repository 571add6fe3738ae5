import { MailCheck } from 'lucide-react'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { ApiError } from '@/lib/api-client'

import { resendConfirmation } from '../../api/confirm-email'
import type { SignInInput } from '../../api/sign-in'
import { useSignIn } from '../../hooks/use-sign-in'
import { formErrorText } from '../../lib/error-text'
import { FormAlert } from './form-parts'

/**
 * CheckEmail waits for the address to be confirmed: the link opens in
 * another tab (or on another device), so this tab keeps the credentials in
 * memory only and signs in once the person comes back (window focus) or
 * presses Continue; the page they were going to, and anything kept in this
 * tab, is still there.
 */
export function CheckEmail({ credentials }: { credentials: SignInInput }) {
  const { t } = useTranslation('auth')
  const signIn = useSignIn()
  const heading = useRef<HTMLHeadingElement>(null)
  const [error, setError] = useState<string | null>(null)
  const [resent, setResent] = useState(false)
  const [busy, setBusy] = useState(false)

  useLayoutEffect(() => heading.current?.focus(), [])

  const tryAgain = useCallback(
    async (quiet: boolean) => {
      setBusy(true)
      try {
        await signIn(credentials)
      } catch (e) {
        if (e instanceof ApiError && e.code === 'email_not_confirmed') {
          if (!quiet) setError(t('confirm.notYet'))
        } else setError(formErrorText(t, e, 'signIn'))
      } finally {
        setBusy(false)
      }
    },
    [credentials, signIn, t],
  )

  // Coming back to this tab from the email is the usual way on.
  useEffect(() => {
    const onFocus = () => void tryAgain(true)
    window.addEventListener('focus', onFocus)
    return () => window.removeEventListener('focus', onFocus)
  }, [tryAgain])

  async function resend() {
    setError(null)
    try {
      await resendConfirmation(credentials.email)
      setResent(true)
    } catch (e) {
      setError(formErrorText(t, e, 'recover'))
    }
  }

  return (
    <div className="space-y-4">
      <h2 ref={heading} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold outline-none">
        <MailCheck aria-hidden="true" className="size-5 text-primary" />
        {t('confirm.checkTitle')}
      </h2>
      <p>{t('confirm.check', { email: credentials.email })}</p>
      <FormAlert message={error} />
      {resent ? (
        <p role="status" className="text-sm">
          {t('confirm.resent', { email: credentials.email })}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" aria-disabled={busy || undefined} onClick={() => void (busy ? undefined : tryAgain(false))}>
          {t('confirm.continue')}
        </Button>
        <Button type="button" variant="outline" onClick={() => void resend()}>
          {t('confirm.resend')}
        </Button>
      </div>
    </div>
  )
}
