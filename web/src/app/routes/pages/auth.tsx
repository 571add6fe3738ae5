import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useSearchParams } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { PageSpinner, Spinner } from '@/components/ui/spinner'
import { AuthForms, authModeFrom, returnPath, useAuth, type AuthMode } from '@/features/auth'
import type { CommonKey } from '@/lib/i18n-keys'

const frames: Record<AuthMode, { title: CommonKey; description?: CommonKey }> = {
  signIn: { title: 'pages.login.title', description: 'pages.login.description' },
  signUp: { title: 'pages.register.title', description: 'pages.register.description' },
  // The recovery forms introduce themselves: asking for a link, or choosing the password.
  recoveryRequest: { title: 'pages.recovery.title' },
  recoveryReset: { title: 'pages.recovery.title' },
  confirmEmail: { title: 'pages.confirmEmail.title' },
}

/**
 * AuthPage is /{lang}/auth (and /{lang}/login, /{lang}/register): sign-in,
 * sign-up (?signup=true) or recovery (?type=recovery, with &token= from the
 * emailed link).
 */
export function AuthPage({ defaultMode = 'signIn' }: { defaultMode?: 'signIn' | 'signUp' }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const location = useLocation()
  const { status } = useAuth()
  const { mode, token } = authModeFrom(params, defaultMode)
  const recovery = mode === 'recoveryRequest' || mode === 'recoveryReset' || mode === 'confirmEmail'

  // docs/PRODUCT.md §6: while the session loads, a spinner (no flash of the form); a
  // signed-in user goes to the dashboard, or back where the guard stopped them.
  if (status === 'loading') return <PageSpinner />
  if (status === 'signed_in' && !recovery) return <Navigate to={returnPath(location.state)} replace />

  const frame = frames[mode]
  return (
    <PageFrame title={t(frame.title)} description={frame.description ? t(frame.description) : undefined}>
      <Suspense fallback={<Spinner className="flex min-h-64 w-full" />}>
        <AuthForms mode={mode} token={token} />
      </Suspense>
    </PageFrame>
  )
}
