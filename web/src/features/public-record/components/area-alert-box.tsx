import { useTranslation } from 'react-i18next'

import { SubscribeForm } from '@/components/subscriptions/subscribe-form'
import { subscribeArea } from '@/lib/subscriptions'

/** AreaAlertBox subscribes to a daily email of new reports in the neighbourhood chosen in the filters, or in the whole city. */
export function AreaAlertBox({ neighborhood }: { neighborhood: string | null | undefined }) {
  const { t } = useTranslation('follow')
  const area = neighborhood ? t('alerts.neighborhood') : t('alerts.city')
  return (
    <section aria-labelledby="alerts-title" className="space-y-2 rounded-xl border bg-card p-4">
      <h2 id="alerts-title" className="text-base font-semibold">
        {t('alerts.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('alerts.intro', { area })}</p>
      <SubscribeForm
        key={neighborhood ?? ''}
        submit={(body) => subscribeArea({ ...body, neighborhood: neighborhood ?? '' })}
        button={t('alerts.button')}
        done={t('alerts.done')}
        sent={t('alerts.sent')}
      />
    </section>
  )
}
