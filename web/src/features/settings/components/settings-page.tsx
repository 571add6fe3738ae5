import { useTranslation } from 'react-i18next'

import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { PageFrame } from '@/components/layouts/page-frame'
import { SubscriptionList } from '@/components/subscriptions/subscription-list'
import { Spinner } from '@/components/ui/spinner'

import { useMe } from '../api/get-me'
import { DeleteAccountSection } from './delete-account-section'
import { LanguageForm } from './language-form'
import { PasswordForm } from './password-form'
import { ProfileForm } from './profile-form'
import { RetentionSection } from './retention-section'
import { YourDataSection } from './your-data-section'

/**
 * SettingsPage is /dashboard/settings: name, preferred language, password,
 * the email subscriptions (#subscriptions), the download of one's data and
 * the deletion of the account; owners also set the retention policy here.
 */
export function SettingsPage() {
  const { t } = useTranslation('shell')
  const { t: tc } = useTranslation()
  const { t: tf } = useTranslation('follow')
  const me = useMe()

  return (
    <PageFrame title={tc('pages.settings.title')} description={tc('pages.settings.description')} className="max-w-3xl">
      {me.data ? (
        <div className="space-y-6">
          <ProfileForm me={me.data} />
          <LanguageForm me={me.data} />
          <PasswordForm />
          <section id="subscriptions" aria-labelledby="subscriptions-title" className="space-y-2 rounded-xl border bg-card p-4">
            <h2 id="subscriptions-title" className="text-lg font-semibold">
              {tf('settings.title')}
            </h2>
            <p className="text-sm text-muted-foreground">{tf('settings.intro')}</p>
            <SubscriptionList token={null} />
          </section>
          <YourDataSection />
          {me.data.roles.includes('owner') ? <RetentionSection /> : null}
          <DeleteAccountSection />
        </div>
      ) : me.isPending ? (
        <Spinner className="w-full py-12" />
      ) : (
        <LoadErrorAlert title={t('settings.loadError')} retry={t('settings.retry')} onRetry={() => void me.refetch()} />
      )}
    </PageFrame>
  )
}
