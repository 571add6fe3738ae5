import { LoaderCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'

import { usePublicStats } from '../api/get-public-stats'

const metrics = ['reports', 'approved', 'resolved', 'residents'] as const
const numberFormat = new Intl.NumberFormat('en-US')

/** TractionMetrics shows the live counts of GET /api/public/stats, with loading and error states. */
export function TractionMetrics() {
  const { t } = useTranslation('deck', { lng: 'en' })
  const { data, isPending, isError, refetch, isFetching } = usePublicStats()

  if (isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        {t('slides.traction.loading')}
      </p>
    )
  }
  if (isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-destructive">
        {t('slides.traction.error')}
        <Button variant="outline" size="sm" disabled={isFetching} onClick={() => void refetch()}>
          {t('slides.traction.retry')}
        </Button>
      </div>
    )
  }
  return (
    <>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {metrics.map((metric) => (
          <div key={metric} className="rounded-xl border bg-background p-4">
            <dt className="text-sm text-muted-foreground">{t(`slides.traction.${metric}`)}</dt>
            <dd className="mt-1 text-3xl font-bold tabular-nums">{numberFormat.format(data[metric])}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-muted-foreground">{t('slides.traction.note')}</p>
    </>
  )
}
