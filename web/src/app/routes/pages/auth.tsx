import { useTranslation } from 'react-i18next'
import { Navigate, useSearchParams } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth'

/** AuthPage is /{lang}/auth: sign-in, sign-up (?signup=true) or recovery (?type=recovery). */
export function AuthPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const { status } = useAuth()
  const recovery = params.get('type') === 'recovery'

  // Spec §4: a signed-in user on the sign-in page goes to the dashboard.
  if (status === 'signed_in' && !recovery) return <Navigate to={paths.dashboard.root.getHref()} replace />

  if (recovery) return <PageFrame title={t('pages.recovery.title')} description={t('pages.recovery.description')} />
  if (params.get('signup') === 'true') {
    return <PageFrame title={t('pages.register.title')} description={t('pages.register.description')} />
  }
  return <PageFrame title={t('pages.auth.title')} description={t('pages.auth.description')} />
}
