import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'

import { PageFrame } from '@/components/layouts/page-frame'
import { Spinner } from '@/components/ui/spinner'
import { useCatalogNames } from '@/lib/report-labels'

import { useWeekly } from '../api/get-weekly'
import { LoadError } from '../components/load-error'
import { Section } from '../components/section'
import type { ChartDatum } from '../components/weekly-charts'
import { useFormatters } from '../lib/format'
import { totalsByCategory, totalsByWeek } from '../lib/weekly'

// recharts is large: it loads only on this page, after the numbers.
const WeeklyChart = lazy(() => import('../components/weekly-charts'))

function CountTable({ caption, head, rows }: { caption: string; head: [string, string]; rows: ChartDatum[] }) {
  const fmt = useFormatters()
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="pb-2 text-left text-muted-foreground">{caption}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-1 pr-4">{head[0]}</th>
            <th scope="col" className="py-1 text-right">{head[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b last:border-0">
              <th scope="row" className="py-1 pr-4 font-normal">{row.label}</th>
              <td className="py-1 text-right tabular-nums">{fmt.number(row.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

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
    const byWeek = totalsByWeek(weekly.data, new Date()).map((w) => ({ label: tr('charts.weekOf', { date: fmt.date(w.key) }), count: w.count }))
    const byCategory = totalsByCategory(weekly.data).map((c) => ({ label: names.category(c.key), count: c.count }))
    body = (
      <div className="grid gap-8 lg:grid-cols-2">
        <Section title={tr('charts.byWeek')}>
          <Suspense fallback={<Spinner className="h-72 w-full" />}>
            <WeeklyChart data={byWeek} layout="columns" />
          </Suspense>
          <CountTable caption={tr('charts.byWeekTable')} head={[tr('charts.week'), tr('charts.count')]} rows={byWeek} />
        </Section>
        <Section title={tr('charts.byCategory')}>
          <Suspense fallback={<Spinner className="h-72 w-full" />}>
            <WeeklyChart data={byCategory} layout="bars" />
          </Suspense>
          <CountTable caption={tr('charts.byCategoryTable')} head={[tr('charts.category'), tr('charts.count')]} rows={byCategory} />
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
