import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useLanguage } from '@/hooks/use-language'

import { usePublicReports } from '../api/get-public-reports'
import { AreaAlertBox } from '../components/area-alert-box'
import { FilterForm } from '../components/filter-form'
import { OpenDataLinks } from '../components/open-data-links'
import { RecordLoadError } from '../components/record-load-error'
import { ReportCard } from '../components/report-card'
import { filtersFromParams, filtersToParams } from '../lib/filters'

/** ApprovedListPage is /{lang}/public/violations/approved: the public record, newest first, filtered, with "Load more". */
export function ApprovedListPage() {
  const { t } = useTranslation()
  const { t: tr } = useTranslation('record')
  const lang = useLanguage()
  const [params, setParams] = useSearchParams()
  const filters = filtersFromParams(params)
  const list = usePublicReports(filters)
  const items = list.data?.pages.flatMap((p) => p.items) ?? []
  const query = filtersToParams(filters).toString()
  const mapHref = query ? `${paths.lang.map.getHref(lang)}?${query}` : paths.lang.map.getHref(lang)

  return (
    <PageFrame title={t('pages.approvedList.title')} description={t('pages.approvedList.description')}>
      <div className="space-y-6">
        <FilterForm value={filters} onChange={(f) => setParams(filtersToParams(f))} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <OpenDataLinks filters={filters} />
          <Link to={mapHref} className="text-sm font-medium text-primary underline underline-offset-4">
            {tr('list.onMap')}
          </Link>
        </div>
        {list.isPending ? <Spinner className="w-full py-12" /> : null}
        {list.isError ? <RecordLoadError onRetry={() => void list.refetch()} /> : null}
        {list.isSuccess && items.length === 0 ? <p className="py-8 text-center text-muted-foreground">{tr('list.empty')}</p> : null}
        {items.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((report) => (
              <li key={report.id}>
                <ReportCard report={report} />
              </li>
            ))}
          </ul>
        ) : null}
        {list.isSuccess ? (
          <div className="flex flex-col items-center gap-2">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {tr('list.shown', { count: items.length })}
            </p>
            {list.hasNextPage ? (
              <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                {list.isFetchingNextPage ? tr('list.loading') : tr('list.more')}
              </Button>
            ) : null}
          </div>
        ) : null}
        <AreaAlertBox neighborhood={filters.neighborhood} />
      </div>
    </PageFrame>
  )
}
