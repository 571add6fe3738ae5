import { useTranslation } from 'react-i18next'

import { BarChart, type ChartRow } from '@/components/charts/bar-chart'
import { PageFrame } from '@/components/layouts/page-frame'
import { Spinner } from '@/components/ui/spinner'
import { useCatalogNames } from '@/lib/report-labels'

import { useWeekly } from '../api/get-weekly'
import { LoadError } from '../components/load-error'
import { Section } from '../components/section'
import { useFormatters } from '../lib/format'
import { totalsByCategory, totalsByWeek } from '../lib/weekly'

/** ReportsPage is /dashboard/admin/reports: submissions per week and per category over 12 weeks, as charts and tables. */
export function ReportsPage() {
  const { t } = useTranslation()
  const { t: tr } = useTranslation('review')
  const weekly = useWeekly()
  const names = useCatalogNames()
  const fmt = useFormatters()
  let body
  if (weekly.isPending) body = <Spinner className="w-full py-12" />
  else if (weekly.isError) body = <LoadError error={weekly.error} onRetry={() => void weekly.refetch()} />
  else if (weekly.data.length === 0) body = <p className="text-muted-foreground">{tr('charts.empty')}</p>
  else {
    const byWeek: ChartRow[] = totalsByWeek(weekly.data, new Date()).map((w) => ({ label: tr('charts.weekOf', { date: fmt.date(w.key) }), values: { count: w.count } }))
    const byCategory: ChartRow[] = totalsByCategory(weekly.data).map((c) => ({ label: names.category(c.key), values: { count: c.count } }))
    const count = [{ key: 'count', label: tr('charts.count') }]
    body = (
      <div className="grid gap-8 lg:grid-cols-2">
        <Section title={tr('charts.byWeek')}>
          <BarChart caption={tr('charts.byWeekTable')} captionVisible labelHeading={tr('charts.week')} series={count} rows={byWeek} format={fmt.number} />
        </Section>
        <Section title={tr('charts.byCategory')}>
          <BarChart caption={tr('charts.byCategoryTable')} captionVisible labelHeading={tr('charts.category')} series={count} rows={byCategory} vertical labelWidth={140} format={fmt.number} />
        </Section>
      </div>
    )
  }
  return (
    <PageFrame title={t('pages.admin.reports.title')} description={t('pages.admin.reports.description')}>
      {body}
    </PageFrame>
  )
}
