import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { Spinner } from '@/components/ui/spinner'
import { useMyStats } from '@/lib/my-stats'
import { reportStatuses } from '@/lib/report-schema'

/** ReportStats shows the user's report counts by status, with loading, empty and error states. */
export function ReportStats() {
  const { t } = useTranslation('shell')
  const stats = useMyStats()
  const headingId = useId()

  let body
  if (stats.data === undefined) {
    body = stats.isPending ? (
      <Spinner className="w-full py-8" />
    ) : (
      <LoadErrorAlert title={t('home.loadError')} retry={t('home.retry')} onRetry={() => void stats.refetch()} />
    )
  } else if (stats.data.total === 0) {
    body = <p className="text-muted-foreground">{t('home.empty')}</p>
  } else {
    const { byStatus, total } = stats.data
    body = (
      <>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {reportStatuses.map((status) => (
            <div key={status} className="flex flex-col-reverse rounded-lg border bg-card p-3">
              <dt className="text-sm text-muted-foreground">{t(`home.status.${status}`)}</dt>
              <dd className="text-2xl font-bold tabular-nums">{byStatus[status]}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm text-muted-foreground">{t('home.total', { count: total })}</p>
      </>
    )
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('home.statsTitle')}
      </h2>
      {body}
    </section>
  )
}
