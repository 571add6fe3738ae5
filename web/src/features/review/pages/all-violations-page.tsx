import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'

import { useReports } from '../api/get-reports'
import { PagedReports } from '../components/paged-reports'
import { ReportFilters } from '../components/report-filters'
import { ReportRow } from '../components/report-row'
import { useLiveReview } from '../hooks/use-live-review'
import { filtersFromParams, filtersToParams } from '../lib/filter-params'
import { staffHref } from '../lib/links'

/** AllViolationsPage is /dashboard/admin/all-violations: every report in every status, filtered and searched. */
export function AllViolationsPage({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation()
  const { t: tr } = useTranslation('review')
  const [params, setParams] = useSearchParams()
  const filters = filtersFromParams(params)
  const list = useReports(filters)
  useLiveReview()

  return (
    <PageFrame title={t('pages.admin.allViolations.title')} description={t('pages.admin.allViolations.description')}>
      <div className="space-y-4">
        <ReportFilters value={filters} onChange={(f) => setParams(filtersToParams(f))} />
        <PagedReports list={list} empty={tr('list.empty')}>
          {(items) => (
            <ul className="space-y-2">
              {items.map((report) => (
                <li key={report.id}>
                  <ReportRow report={report} href={staffHref(report, roles)} />
                </li>
              ))}
            </ul>
          )}
        </PagedReports>
      </div>
    </PageFrame>
  )
}
