import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { BarList } from '@/components/charts/bar-list'
import { PageFrame } from '@/components/layouts/page-frame'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { catalogQueryOptions, findCategory, useLocalize } from '@/lib/catalog'
import { myStatsQueryOptions } from '@/lib/my-stats'
import { reportStatuses } from '@/lib/report-schema'

/** ReporterDashboardPage is /dashboard/reporter: the user's reports counted by status and by category. */
export function ReporterDashboardPage() {
  const { t } = useTranslation()
  const { t: tr } = useTranslation('reports')
  const localize = useLocalize()
  const { data: catalog } = useSuspenseQuery(catalogQueryOptions)
  const { data: stats } = useSuspenseQuery(myStatsQueryOptions)
  const { total } = stats
  const byStatus = reportStatuses.map((s) => ({ key: s, label: tr(`status.${s}`), count: stats.byStatus[s] }))
  const byCategory = Object.entries(stats.byCategory)
    .filter(([, count]) => count > 0)
    .map(([slug, count]) => {
      const category = findCategory(catalog, slug)
      return { key: slug, label: category ? localize(category.label) : slug, count }
    })
    .sort((a, b) => b.count - a.count)

  return (
    <PageFrame title={t('pages.reporter.dashboard.title')} description={t('pages.reporter.dashboard.description')}>
      <p className="mb-6 text-lg font-medium">{tr('stats.total', { count: total })}</p>
      {total === 0 ? (
        <div className="space-y-3 rounded-xl border border-dashed p-8 text-center">
          <p>{tr('stats.empty')}</p>
          <Button asChild><Link to={paths.dashboard.upload.getHref()}>{tr('mine.fileReport')}</Link></Button>
        </div>
      ) : (
        <div className="grid gap-8 md:grid-cols-2">
          <section className="space-y-3 rounded-xl border bg-card p-5">
            <h2 id="stats-by-status" className="font-semibold">{tr('stats.byStatus')}</h2>
            <BarList bars={byStatus} labelledBy="stats-by-status" />
          </section>
          <section className="space-y-3 rounded-xl border bg-card p-5">
            <h2 id="stats-by-category" className="font-semibold">{tr('stats.byCategory')}</h2>
            <BarList bars={byCategory} labelledBy="stats-by-category" />
          </section>
        </div>
      )}
      <p className="mt-6">
        <Link className="text-primary underline-offset-4 hover:underline" to={paths.dashboard.violations.getHref()}>{tr('stats.seeAll')}</Link>
      </p>
    </PageFrame>
  )
}
